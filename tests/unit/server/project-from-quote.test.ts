import { describe, expect, it } from 'vitest';
import type { Quote } from '@/lib/pricing';
import { projectFromQuote } from '@/server/quotes/project-from-quote';

const quote: Quote = {
  service: 'certified-translation',
  currency: 'USD',
  lines: [{ id: 'service', label: 'Certified translation, Spanish to English', quantity: 2, unit: 'page', unitPriceCents: 2700, amountCents: 5400 }],
  totalCents: 5400,
  reasons: [],
  delivery: { businessDays: 2, date: '2026-11-25', time: '20:00', dueAt: '2026-11-26T01:00:00.000Z' },
  validUntil: '2026-12-21T16:00:00.000Z',
};
const request = {
  kind: 'document' as const,
  input: { service: 'certified' as const, sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta.pdf', words: 500 }] },
};
const contact = { name: 'Ana Souza', email: 'ana@example.org', preferredContactMethod: 'email' as const };
const now = new Date('2026-11-21T16:00:00Z');

describe('projectFromQuote', () => {
  it('is due at the instant the quote promises (its date at its due-by time)', () => {
    const project = projectFromQuote(request, quote, contact, 'quote-1', now);
    // 20:00 EST on 25 November = 01:00 UTC on the 26th.
    expect(project.deadline.toISOString()).toBe('2026-11-26T01:00:00.000Z');
    const rushed = projectFromQuote(
      request,
      { ...quote, delivery: { businessDays: 0, date: '2026-11-23', time: '20:00', dueAt: '2026-11-24T01:00:00.000Z' } },
      contact,
      'q',
      now,
    );
    expect(rushed.deadline.toISOString()).toBe('2026-11-24T01:00:00.000Z');
  });

  it('gives a quote without a delivery date three days', () => {
    const { delivery: _none, ...undated } = quote;
    const project = projectFromQuote(request, undated, contact, 'quote-1', now);
    expect(project.deadline.getTime() - now.getTime()).toBe(72 * 60 * 60 * 1000);
  });
});
