import { describe, expect, it } from 'vitest';
import { quotePortugueseImmigration, type PortugueseQuoteInput } from '@/lib/pricing';
import { amountOf, context, expectError, expectQuote } from './fixture';

const ctx = context();
const base: PortugueseQuoteInput = { direction: 'pt-en', variant: 'pt-BR', countryOfUse: 'US', documents: [{ type: 'birth-certificate' }] };
const quote = (change: Partial<PortugueseQuoteInput>) => quotePortugueseImmigration({ ...base, ...change }, ctx);

describe('Portuguese immigration package: flat prices per document', () => {
  it.each<[string, Partial<PortugueseQuoteInput>, number]>([
    // flat prices: birth certificate $35, divorce decree $65, passport $29, transcript $29 a page
    ['a birth certificate, Portuguese to English', {}, 3500],
    ['two copies of a birth certificate', { documents: [{ type: 'birth-certificate', quantity: 2 }] }, 7000],
    ['a divorce decree and a passport', { documents: [{ type: 'divorce-decree' }, { type: 'passport-or-id' }] }, 9400], // 65 + 29
    ['a 4-page academic transcript, per page', { documents: [{ type: 'academic-transcript', quantity: 4 }] }, 11600], // 4 × 29
    ['English to Portuguese for Portugal in pt-PT', { direction: 'en-pt', variant: 'pt-PT', countryOfUse: 'PT' }, 3500],
    ['English to Portuguese for Brazil in pt-BR', { direction: 'en-pt', variant: 'pt-BR', countryOfUse: 'BR' }, 3500],
    ['a European Portuguese record for US immigration', { variant: 'pt-PT' }, 3500],
  ])('%s', (_name, change, total) => {
    expect(expectQuote(quote(change)).totalCents).toBe(total);
  });

  it('merges repeated document types into one line', () => {
    const result = expectQuote(quote({ documents: [{ type: 'birth-certificate' }, { type: 'birth-certificate', quantity: 2 }] }));
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ id: 'document-birth-certificate', quantity: 3, unit: 'document', amountCents: 10500 });
  });

  it('prices transcripts per page and the rest per document', () => {
    const result = expectQuote(quote({ documents: [{ type: 'academic-transcript', quantity: 3 }] }));
    expect(result.lines[0]).toMatchObject({ unit: 'page', quantity: 3, unitPriceCents: 2900 });
  });

  it('takes the same add-ons and turnaround as certified translation', () => {
    // 6 documents $210.00 (two business days standard); expedited +50% $105.00; notarization $19.95; 2 apostilles for Portugal $190.00; overnight $35.00
    const result = expectQuote(
      quote({
        direction: 'en-pt',
        variant: 'pt-PT',
        countryOfUse: 'PT',
        documents: [{ type: 'birth-certificate', quantity: 6 }],
        turnaround: 'expedited',
        notarization: true,
        apostilles: 2,
        hardCopy: 'overnight',
      }),
    );
    expect(amountOf(result, 'expedited')).toBe(10500);
    expect(amountOf(result, 'apostille')).toBe(19000);
    expect(result.totalCents).toBe(21000 + 10500 + 1995 + 19000 + 3500);
    expect(result.delivery).toMatchObject({ businessDays: 1, date: '2025-09-11', time: '20:00' });
  });

  it('counts each document or transcript page as a page for turnaround and the rush limit', () => {
    // 3 documents + 3 transcript pages = 6 pages: rush refused, standard 2 business days
    const documents = [
      { type: 'birth-certificate', quantity: 3 },
      { type: 'academic-transcript', quantity: 3 },
    ];
    expect(expectError(quote({ documents, turnaround: 'rush' })).code).toBe('rush_limit_exceeded');
    expect(expectQuote(quote({ documents })).delivery?.businessDays).toBe(2);
  });
});

describe('Portuguese package: invalid combinations', () => {
  it.each<[string, Partial<PortugueseQuoteInput>, string, string]>([
    ['Portuguese to English for use in Portugal', { countryOfUse: 'PT' }, 'unsupported_country', 'countryOfUse'],
    ['English to Portuguese for use in the US', { direction: 'en-pt' }, 'unsupported_country', 'countryOfUse'],
    ['Brazilian Portuguese for Portugal', { direction: 'en-pt', variant: 'pt-BR', countryOfUse: 'PT' }, 'invalid_input', 'variant'],
    ['European Portuguese for Brazil', { direction: 'en-pt', variant: 'pt-PT', countryOfUse: 'BR' }, 'invalid_input', 'variant'],
    ['a document outside the package', { documents: [{ type: 'bank-statement' }] }, 'unknown_document_type', 'documents.0.type'],
    ['no documents', { documents: [] }, 'invalid_input', 'documents'],
    ['zero copies', { documents: [{ type: 'diploma', quantity: 0 }] }, 'invalid_input', 'documents.0.quantity'],
  ])('%s', (_name, change, code, field) => {
    const error = expectError(quote(change));
    expect(error.code).toBe(code);
    expect(error.fields?.[field]).toBeTruthy();
  });
});
