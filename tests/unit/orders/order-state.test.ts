import { describe, expect, it } from 'vitest';
import type { OrderView } from '@/lib/api/contract/orders';
import { createTranslator } from '@/lib/i18n/translate';
import { isCertifiedService } from '@/lib/certification';
import { isInterpreting, orderWork, orderWorks, type OrderWork } from '@/lib/orders/work';
import type { ServiceId } from '@/lib/pricing/types';
import { stateSentence } from '@/components/orders/order-state';
import { orderStates, type OrderState } from '@/server/db/schema';
import messages from '@/locales/en.json';

/*
 * The sentence under the order's heading on `/orders/`: for every kind of order and every state,
 * what is true now and what happens next, in the words of its work.
 */

const t = createTranslator(messages.orders);
const serviceOf: Record<OrderWork, ServiceId> = {
  'certified-translation': 'certified-translation',
  translation: 'standard-translation',
  proofreading: 'proofreading',
  transcription: 'transcription',
  'on-site': 'on-site-interpretation',
  remote: 'remote-interpretation',
};
const at = '2026-06-02T15:00:00.000Z';

function view(work: OrderWork, state: OrderState, extra: Partial<OrderView> = {}): OrderView {
  return {
    reference: 'VQ-260601-ABC123',
    kind: work === 'on-site' || work === 'remote' ? 'booking' : 'quote',
    state,
    quote: { service: serviceOf[work], currency: 'USD', lines: [], totalCents: 5400, reasons: [], validUntil: at },
    validUntil: at,
    confirmBy: null,
    timeZone: 'America/New_York',
    summary: { serviceName: 'A service', languages: 'Spanish to English', documents: [], delivery: null, booking: null },
    client: { name: 'Ana Souza', organisation: null, purchaseOrder: null, nameSpellings: null, notes: null },
    professionalName: 'Lucía R.',
    staffing: null,
    timeline: [
      { state: 'requested', at },
      { state, at },
    ],
    invoice: null,
    certificateAvailable: false,
    downloads: null,
    revision: null,
    final: null,
    ...extra,
  };
}

// A booking is never revised (the API refuses), so it never waits for staff to read a revision.
const cases = orderWorks.flatMap((work) =>
  orderStates
    .filter((state) => !(isInterpreting(work) && state === 'revision_requested'))
    .map((state) => ({ work, state, sentence: stateSentence(view(work, state), t) })),
);

describe('the order page says what is true for each kind of order in each state', () => {
  it('has the work of every service, and only a certified translation is one', () => {
    for (const service of Object.values(serviceOf)) expect(orderWork(service) === 'certified-translation').toBe(isCertifiedService(service));
    expect(orderWork('portuguese-immigration')).toBe('certified-translation');
  });

  it.each(cases)('$work, $state: “$sentence”', ({ work, state, sentence }) => {
    expect(sentence).not.toMatch(/^state\.|\{\w+\}/);
    // Only an order waiting for the client asks them to confirm or cancel it.
    expect(/confirm it or cancel it/.test(sentence)).toBe(state === 'requested');
    if (work !== 'certified-translation') expect(sentence).not.toMatch(/certif/i);
    if (work === 'on-site' || work === 'remote') expect(sentence).not.toMatch(/translat|transcri|proofread|download/i);
    if (work === 'proofreading' || work === 'transcription') expect(sentence).not.toMatch(/translat/i);
    expect(sentence).not.toMatch(/professionals/);
  });

  it('names who does the work and what comes back', () => {
    const say = (work: OrderWork, state: OrderState) => stateSentence(view(work, state), t);
    expect(say('proofreading', 'offering')).toContain('offering it to our proofreaders');
    expect(say('on-site', 'offering')).toContain('offering it to our interpreters');
    expect(say('certified-translation', 'approved')).toContain('the signed certificate first');
    expect(say('translation', 'approved')).toBe('Completed. Download your translation below.');
    expect(say('transcription', 'approved')).toBe('Completed. Download your transcript below.');
    expect(say('remote', 'approved')).toBe('Completed. Thank you for booking with us.');
    expect(say('on-site', 'assigned')).toContain('Lucía R. will interpret for you at the address and time below');
    expect(say('remote', 'assigned')).toContain('Lucía R. will join your session');
    expect(say('transcription', 'delivered')).toContain('reviewing the transcript');
  });

  it('tells a revision the client asked for from a return by our review', () => {
    const revision = { requestedAt: at, comment: 'Page 2', dueAt: at, forwarded: true };
    expect(stateSentence(view('proofreading', 'revision_requested', { revision: { ...revision, forwarded: false } }), t)).toContain(
      'You asked for a revision. A member of our staff reads your request and sends it to the proofreader',
    );
    const asked = stateSentence(view('translation', 'returned', { revision }), t);
    expect(asked).toBe(
      'Your translator is revising the translation; it is due by the date below. Your approved translation stays ready to download meanwhile.',
    );
    expect(asked).not.toContain('Our review');
    expect(stateSentence(view('translation', 'returned'), t)).toContain('Our review found something to correct before the translation reaches you');
    expect(stateSentence(view('on-site', 'returned'), t)).toContain("check the session's times again");
  });

  it('says what is missing while nobody qualified has the order, naming who is looked for', () => {
    const staffing = { reason: 'Nobody we work with serves Dallas, TX.', nextUpdateBy: '2026-06-03T15:00:00.000Z' };
    const sentence = stateSentence(view('on-site', 'offering', { staffing }), t);
    expect(sentence).toContain('Nobody we work with serves Dallas, TX. Our staff are looking for one by hand.');
    expect(sentence).toContain('as soon as one of our interpreters accepts it');
    expect(stateSentence(view('on-site', 'offering', { staffing: { ...staffing, nextUpdateBy: null } }), t)).toContain('you can cancel it below');
  });

  it('before confirmation, says until when the delivery it shows holds, since turnaround counts from the confirmation', () => {
    const delivery = { businessDays: 1, date: '2026-06-03', time: '20:00', dueAt: '2026-06-04T00:00:00.000Z' };
    const pending = view('certified-translation', 'requested', {
      confirmBy: '2026-06-02T21:00:00.000Z',
      summary: { serviceName: 'A service', languages: 'Spanish to English', documents: [], delivery, booking: null },
    });
    expect(stateSentence(pending, t)).toContain(
      'confirm before Tuesday, June 2, 2026 at 5:00 PM EDT for delivery by Wednesday, June 3, 2026 at 8:00 PM EDT; confirmed later, it is due later.',
    );
    // A booking has its own date and time: nothing moves with the confirmation.
    expect(stateSentence(view('on-site', 'requested'), t)).not.toContain('Turnaround');
  });

  it('leads with what the page is, not with what to do in one state', () => {
    expect(messages.orders.lead).not.toMatch(/confirm|cancel/i);
  });
});
