import { describe, expect, it } from 'vitest';
import { documentQuoteInputSchema, quoteDocumentTranslation, type DocumentEntry, type DocumentQuoteInput } from '@/lib/pricing';
import { amountOf, context, expectError, expectQuote } from './fixture';

const ctx = context();
const certified = (documents: DocumentEntry[], extra: Partial<DocumentQuoteInput> = {}) =>
  expectQuote(quoteDocumentTranslation({ service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents, ...extra }, ctx));

describe('certified translation: pages pooled over the order', () => {
  it.each<[string, DocumentEntry[], number]>([
    // pages = max(documents with text, ceil(pooled words / 250)) + scanned pages without a word count
    ['100 words: one page minimum', [{ words: 100 }], 1],
    ['exactly 250 words', [{ words: 250 }], 1],
    ['251 words round up', [{ words: 251 }], 2],
    ['three short documents: one page each', [{ words: 100 }, { words: 100 }, { words: 100 }], 3], // max(3, ceil(300/250)=2)
    ['words pooled across documents', [{ words: 600 }, { words: 20 }], 3], // max(2, ceil(620/250)=3)
    ['2,001 words', [{ words: 1000 }, { words: 1000 }, { words: 1 }], 9], // ceil(8.004)
    ['a scanned document: one page per scan', [{ scannedPages: 2 }], 2], // max(0, 0) + 2
    ['text plus a scanned page', [{ words: 300, scannedPages: 1 }], 3], // max(1, 2) + 1
    ['scans with a word count join the pool', [{ scannedPages: 3, scannedWords: 400 }], 2], // max(1, ceil(400/250)) + 0
    ['a page count instead of words', [{ pages: 3 }], 3], // 3 × 250 words
    ['a page count pooled with words', [{ pages: 1 }, { words: 10 }], 2], // max(2, ceil(260/250)=2)
  ])('%s → %i pages', (_name, documents, pages) => {
    const quote = certified(documents);
    expect(quote.lines[0]).toMatchObject({ id: 'service', quantity: pages, unit: 'page', unitPriceCents: 2700, amountCents: pages * 2700 });
    expect(quote.reasons.find((reason) => reason.rule === 'page-count')?.message).toMatch(new RegExp(`^${pages} pages?:`));
  });
});

describe('language tiers: the higher tier of the pair wins', () => {
  it.each([
    // source, target, certified $/page, standard ¢/word
    ['spanish', 'english', 2700, 10], // common + common
    ['english', 'japanese', 3200, 13], // common + standard
    ['japanese', 'chinese-simplified', 3200, 13], // standard + standard
    ['amharic', 'english', 4200, 18], // rare + common
    ['spanish', 'amharic', 4200, 18], // common + rare
  ])('%s → %s', (sourceLanguage, targetLanguage, perPage, perWord) => {
    const documents = [{ words: 1000 }];
    const page = expectQuote(quoteDocumentTranslation({ service: 'certified', sourceLanguage, targetLanguage, documents }, ctx));
    expect(page.lines[0]?.unitPriceCents).toBe(perPage);
    expect(page.totalCents).toBe(4 * perPage); // 1,000 words = 4 pages
    const word = expectQuote(quoteDocumentTranslation({ service: 'standard', sourceLanguage, targetLanguage, documents }, ctx));
    expect(word.lines[0]?.unitPriceCents).toBe(perWord);
    expect(word.totalCents).toBe(1000 * perWord);
  });
});

describe('only written languages are translated or proofread', () => {
  it.each([
    ['certified', 'mandarin', 'english', 'sourceLanguage'],
    ['standard', 'english', 'mandarin', 'targetLanguage'],
    ['proofreading', 'mandarin', undefined, 'sourceLanguage'],
  ] as const)('%s from %s to %s is refused on %s', (service, sourceLanguage, targetLanguage, field) => {
    const error = expectError(quoteDocumentTranslation({ service, sourceLanguage, targetLanguage, documents: [{ words: 1000 }] }, ctx));
    expect(error.code).toBe('unknown_language');
    expect(error.fields?.[field]).toBe('Mandarin is spoken, not written: choose the written language the document is in.');
  });
});

describe('per-word services and their minimum charge', () => {
  it.each<[string, DocumentQuoteInput, number, number | undefined]>([
    // name, input, total, minimum top-up line
    [
      'standard, 1,000 words at $0.10',
      { service: 'standard', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ words: 1000 }] },
      10000,
      undefined,
    ],
    [
      'standard, 100 words: $10.00 raised to $35.00',
      { service: 'standard', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ words: 100 }] },
      3500,
      2500,
    ],
    [
      'standard, 350 words: exactly the minimum',
      { service: 'standard', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ words: 350 }] },
      3500,
      undefined,
    ],
    [
      'standard, 2 scans count 250 words each',
      { service: 'standard', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ scannedPages: 2 }] },
      5000,
      undefined,
    ],
    ['proofreading, 1,000 words at $0.04', { service: 'proofreading', sourceLanguage: 'spanish', documents: [{ words: 1000 }] }, 4000, undefined],
    ['proofreading, 500 words: $20.00 raised to $25.00', { service: 'proofreading', sourceLanguage: 'japanese', documents: [{ words: 500 }] }, 2500, 500],
  ])('%s', (_name, input, total, topUp) => {
    const quote = expectQuote(quoteDocumentTranslation(input, ctx));
    expect(quote.totalCents).toBe(total);
    expect(amountOf(quote, 'minimum')).toBe(topUp);
    expect(quote.reasons.some((reason) => reason.rule === 'minimum-charge')).toBe(topUp !== undefined);
  });

  it('rounds a percentage surcharge half up once, on the line', () => {
    // 2,001 words (9 pages, so expedited is sooner than standard) × $0.13 = $260.13; expedited +50% = $130.065 → $130.07; total $390.20
    const quote = expectQuote(
      quoteDocumentTranslation(
        { service: 'standard', sourceLanguage: 'japanese', targetLanguage: 'english', documents: [{ words: 2001 }], turnaround: 'expedited' },
        ctx,
      ),
    );
    expect(amountOf(quote, 'service')).toBe(26013);
    expect(amountOf(quote, 'expedited')).toBe(13007);
    expect(quote.totalCents).toBe(39020);
  });
});

describe('invalid input is a typed error, never a NaN price', () => {
  it.each<[string, Partial<DocumentQuoteInput>, string, string]>([
    ['an unknown language', { sourceLanguage: 'klingon' }, 'unknown_language', 'sourceLanguage'],
    ['the same language twice', { targetLanguage: 'spanish' }, 'invalid_input', 'targetLanguage'],
    ['no target language', { targetLanguage: undefined }, 'invalid_input', 'targetLanguage'],
    ['negative words', { documents: [{ words: -1 }] }, 'invalid_input', 'documents.0.words'],
    ['fractional words', { documents: [{ words: 1.5 }] }, 'invalid_input', 'documents.0.words'],
    ['NaN words', { documents: [{ words: Number.NaN }] }, 'invalid_input', 'documents.0.words'],
    ['infinite pages', { documents: [{ pages: Number.POSITIVE_INFINITY }] }, 'invalid_input', 'documents.0.pages'],
    ['an empty document', { documents: [{ name: 'blank.pdf' }] }, 'invalid_input', 'documents.0'],
    ['no documents', { documents: [] }, 'invalid_input', 'documents'],
    ['words for scans without scans', { documents: [{ words: 10, scannedWords: 5 }] }, 'invalid_input', 'documents.0.scannedWords'],
    ['notarization of a standard translation', { service: 'standard', notarization: true }, 'invalid_input', 'service'],
  ])('%s', (_name, change, code, field) => {
    const input: DocumentQuoteInput = { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ words: 100 }], ...change };
    const error = expectError(quoteDocumentTranslation(input, ctx));
    expect(error.code).toBe(code);
    expect(error.fields?.[field]).toBeTruthy();
    expect(error.message.length).toBeGreaterThan(10);
  });

  it.each([
    ['an unknown service', { service: 'legal' }, 'service'],
    ['an unknown turnaround', { turnaround: 'yesterday' }, 'turnaround'],
    ['a number sent as text', { documents: [{ words: '100' }] }, 'documents'],
  ])('the input schema rejects %s', (_name, change, field) => {
    // Request bodies and URL queries arrive untyped; the API and the forms parse them with this schema.
    const parsed = documentQuoteInputSchema().safeParse({
      service: 'certified',
      sourceLanguage: 'spanish',
      targetLanguage: 'english',
      documents: [{ words: 100 }],
      ...change,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path[0]).toBe(field);
  });
});

describe('quote shape', () => {
  it('totals the lines, dates the delivery and expires after 30 days', () => {
    const quote = certified([{ words: 600 }], { turnaround: 'rush', notarization: true, hardCopy: 'priority' });
    expect(quote.service).toBe('certified-translation');
    expect(quote.currency).toBe('USD');
    expect(quote.totalCents).toBe(quote.lines.reduce((sum, line) => sum + line.amountCents, 0));
    // Confirmed Wednesday 10:00 New York, before noon: rush is due that evening by 20:00 (00:00 UTC).
    expect(quote.delivery).toEqual({ businessDays: 0, date: '2025-09-10', time: '20:00', dueAt: '2025-09-11T00:00:00.000Z' });
    expect(quote.validUntil).toBe('2025-10-10T14:00:00.000Z');
    for (const line of quote.lines) expect(Number.isInteger(line.amountCents)).toBe(true);
  });
});
