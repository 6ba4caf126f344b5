import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '@/lib/api/contract/orders';
import { createTranslator } from '@/lib/i18n/translate';
import { site } from '@/lib/site';
import { RevisionRequest } from '@/components/orders/revision-request';
import messages from '@/locales/en.json';

const t = createTranslator(messages.orders);
const DAY = 24 * 60 * 60 * 1000;

function view(overrides: Partial<OrderView>, approvedDaysAgo: number): OrderView {
  const approvedAt = new Date(Date.now() - approvedDaysAgo * DAY).toISOString();
  return {
    reference: 'VQ-260601-ABC123',
    kind: 'quote',
    state: 'approved',
    quote: { service: 'certified-translation', currency: 'USD', lines: [], totalCents: 5400, reasons: [], validUntil: approvedAt },
    validUntil: approvedAt,
    confirmBy: null,
    timeZone: 'America/New_York',
    summary: { serviceName: 'Certified Document Translation', languages: 'Spanish to English', documents: [], delivery: null, booking: null },
    client: { name: 'Ana Souza', organisation: null, purchaseOrder: null, nameSpellings: null, notes: null },
    professionalName: 'Lucía R.',
    staffing: null,
    timeline: [
      { state: 'requested', at: approvedAt },
      { state: 'approved', at: approvedAt },
    ],
    invoice: null,
    certificateAvailable: true,
    downloads: null,
    revision: null,
    final: null,
    ...overrides,
  };
}

const render = (v: OrderView) => renderToStaticMarkup(<RevisionRequest token="token" view={v} t={t} onRevised={() => {}} />);

describe('the revision request on the order page', () => {
  it('offers a revision of an approved translation within the period', () => {
    expect(render(view({}, site.revisionDays - 1))).toContain('Ask for a revision');
  });

  it(`is gone once ${site.revisionDays} days have passed since approval, before approval, and for a booking`, () => {
    expect(render(view({}, site.revisionDays + 1))).toBe('');
    expect(render(view({ state: 'delivered' }, 1))).toBe('');
    expect(render(view({ kind: 'booking' }, 1))).toBe('');
  });
});
