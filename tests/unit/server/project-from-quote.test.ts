import { describe, expect, it } from 'vitest';
import type { Quote } from '@/lib/pricing';
import { projectFromQuote } from '@/server/quotes/project-from-quote';

const quote: Quote = {
  service: 'certified-translation',
  currency: 'USD',
  lines: [{ id: 'service', label: 'Certified translation, Spanish to English', quantity: 2, unit: 'page', unitPriceCents: 2700, amountCents: 5400 }],
  totalCents: 5400,
  reasons: [],
  delivery: { businessDays: 2, date: '2026-11-25' },
  validUntil: '2026-12-21T16:00:00.000Z',
};
const request = {
  kind: 'document' as const,
  input: { service: 'certified' as const, sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta.pdf', words: 500 }] },
};
const contact = { name: 'Ana Souza', email: 'ana@example.org', preferredContactMethod: 'email' as const };
const now = new Date('2026-11-21T16:00:00Z');

describe('projectFromQuote', () => {
  it('is due at the end of the delivery date’s business day, in the turnaround table’s zone', () => {
    const newYork = projectFromQuote(request, quote, contact, 'quote-1', now, { timeZone: 'America/New_York', orderCutoff: '17:00' });
    // 17:00 EST = 22:00 UTC.
    expect(newYork.deadline.toISOString()).toBe('2026-11-25T22:00:00.000Z');
    const losAngeles = projectFromQuote(request, quote, contact, 'quote-1', now, { timeZone: 'America/Los_Angeles', orderCutoff: '18:30' });
    expect(losAngeles.deadline.toISOString()).toBe('2026-11-26T02:30:00.000Z');
  });

  it('gives a quote without a delivery date three days', () => {
    const { delivery: _none, ...undated } = quote;
    const project = projectFromQuote(request, undated, contact, 'quote-1', now, { timeZone: 'America/New_York', orderCutoff: '17:00' });
    expect(project.deadline.getTime() - now.getTime()).toBe(72 * 60 * 60 * 1000);
  });
});
