import { describe, expect, it } from 'vitest';
import { quoteDocumentTranslation, type DocumentQuoteInput, type TurnaroundOption } from '@/lib/pricing';
import { amountOf, context, expectError, expectQuote, tables } from './fixture';

/** Certified Spanish → English, `pages` pages of 250 words, at $27.00 a page. */
function order(pages: number, turnaround: TurnaroundOption, extra: Partial<DocumentQuoteInput> = {}): DocumentQuoteInput {
  return { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ words: pages * 250 }], turnaround, ...extra };
}

describe('turnaround: business days and surcharges', () => {
  // Ordered Wednesday 10 September 2025 at 10:00 New York time, before the 17:00 cut-off.
  const ctx = context();

  it.each<[number, TurnaroundOption, number, string, string, number | undefined]>([
    // pages, option, business days, delivery, due by (New York), surcharge
    [1, 'standard', 1, '2025-09-11', '20:00', undefined], // ceil(1/5) = 1 → Thu
    [5, 'standard', 1, '2025-09-11', '20:00', undefined], // ceil(5/5) = 1
    [6, 'standard', 2, '2025-09-12', '20:00', undefined], // ceil(6/5) = 2 → Fri
    [12, 'standard', 3, '2025-09-15', '20:00', undefined], // ceil(12/5) = 3 → Mon, over the weekend
    [30, 'standard', 6, '2025-09-18', '20:00', undefined], // 6 business days → Thu next week
    [6, 'expedited', 1, '2025-09-11', '20:00', 8100], // ceil(2/2) = 1; 50% of 6 × $27 = $81.00
    [12, 'expedited', 2, '2025-09-12', '20:00', 16200], // ceil(3/2) = 2; 50% of 12 × $27 = $162.00
    [30, 'expedited', 3, '2025-09-15', '20:00', 40500], // ceil(6/2) = 3; 50% of $810 = $405.00
    [5, 'rush', 0, '2025-09-10', '20:00', 13500], // confirmed before 12:00: the same day; 100% of $135
    [1, 'rush', 0, '2025-09-10', '20:00', 2700],
  ])('%i pages, %s → %i days, %s by %s', (pages, option, days, date, time, surcharge) => {
    const quote = expectQuote(quoteDocumentTranslation(order(pages, option), ctx));
    expect(quote.delivery).toMatchObject({ businessDays: days, date, time });
    expect(amountOf(quote, option)).toBe(surcharge);
    expect(quote.totalCents).toBe(pages * 2700 + (surcharge ?? 0));
  });

  it('refuses rush for more than 5 pages', () => {
    const error = expectError(quoteDocumentTranslation(order(6, 'rush'), ctx));
    expect(error.code).toBe('rush_limit_exceeded');
    expect(error.fields).toHaveProperty('turnaround');
    expect(error.message).toContain('6');
  });

  it('counts scanned pages toward the rush limit', () => {
    // 4 pages of text + 2 scans = 6 pages
    const input = order(4, 'rush', { documents: [{ words: 1000, scannedPages: 2 }] });
    expect(expectError(quoteDocumentTranslation(input, ctx)).code).toBe('rush_limit_exceeded');
  });

  it('refuses expedited where it would be due no sooner than standard (five pages or fewer)', () => {
    const error = expectError(quoteDocumentTranslation(order(3, 'expedited'), ctx));
    expect(error.code).toBe('turnaround_not_offered');
    expect(error.fields).toHaveProperty('turnaround');
  });

  it('dates rush by the hour: before noon the same day by 20:00, later by noon the next business day', () => {
    const at = (now: string) => expectQuote(quoteDocumentTranslation(order(3, 'rush'), context(now))).delivery;
    // Wed 10 Sep 2025, 11:59 and 12:00 New York (EDT, UTC-4).
    expect(at('2025-09-10T15:59:00Z')).toEqual({ businessDays: 0, date: '2025-09-10', time: '20:00', dueAt: '2025-09-11T00:00:00.000Z' });
    expect(at('2025-09-10T16:00:00Z')).toEqual({ businessDays: 1, date: '2025-09-11', time: '12:00', dueAt: '2025-09-11T16:00:00.000Z' });
    // Friday 18:00 → Monday noon.
    expect(at('2025-09-12T22:00:00Z')).toMatchObject({ date: '2025-09-15', time: '12:00' });
  });

  it('3 certified pages asked on Saturday 28 November 2026: rush is due a day before standard, expedited is not offered', () => {
    const saturday = context('2026-11-28T15:00:00Z');
    const standard = expectQuote(quoteDocumentTranslation(order(3, 'standard'), saturday));
    const rush = expectQuote(quoteDocumentTranslation(order(3, 'rush'), saturday));
    expect([standard.totalCents, standard.delivery?.date, standard.delivery?.time]).toEqual([8100, '2026-12-01', '20:00']);
    expect([rush.totalCents, rush.delivery?.date, rush.delivery?.time]).toEqual([16200, '2026-11-30', '12:00']);
    expect(expectError(quoteDocumentTranslation(order(3, 'expedited'), saturday)).code).toBe('turnaround_not_offered');
  });

  it('puts the surcharge on the translation, not on the add-ons', () => {
    // 6 pages = $162.00; expedited +50% = $81.00; notarization $19.95 → $262.95
    const quote = expectQuote(quoteDocumentTranslation(order(6, 'expedited', { notarization: true }), ctx));
    expect(amountOf(quote, 'expedited')).toBe(8100);
    expect(quote.totalCents).toBe(26295);
  });

  it('applies the minimum charge before the surcharge', () => {
    // 100 words standard = $10.00 → $35.00 minimum; rush +100% = $35.00 → $70.00
    const quote = expectQuote(
      quoteDocumentTranslation(
        { service: 'standard', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ words: 100 }], turnaround: 'rush' },
        ctx,
      ),
    );
    expect(amountOf(quote, 'rush')).toBe(3500);
    expect(quote.totalCents).toBe(7000);
  });
});

describe('delivery dates: cut-off, weekends and holidays (New York business days)', () => {
  it.each<[string, string, number, string, string[]]>([
    // order time (UTC), label, business days, delivery, reasons expected
    ['2025-09-10T20:59:00Z', 'Wed 16:59 ET, before the cut-off', 1, '2025-09-11', []],
    ['2025-09-10T21:00:00Z', 'Wed 17:00 ET, at the cut-off', 1, '2025-09-12', ['order-cutoff']],
    ['2025-09-11T01:00:00Z', 'Wed 21:00 ET (Thu in UTC)', 1, '2025-09-12', ['order-cutoff']],
    ['2025-09-13T15:00:00Z', 'Saturday', 1, '2025-09-16', ['order-cutoff']], // starts Mon, due Tue
    ['2025-08-29T14:00:00Z', 'Friday before Labor Day', 1, '2025-09-02', ['holiday']], // Mon 1 Sep skipped
    ['2025-09-01T14:00:00Z', 'on Labor Day', 1, '2025-09-03', ['order-cutoff']], // starts Tue 2, due Wed 3
    ['2025-11-26T14:00:00Z', 'Wednesday before Thanksgiving', 2, '2025-12-01', ['holiday']], // Fri 28, Mon 1
    ['2025-12-23T14:00:00Z', 'two days before Christmas', 3, '2025-12-29', ['holiday']], // 24, 26, 29
  ])('%s (%s): %i days → %s', (now, _label, days, date, rules) => {
    const quote = expectQuote(quoteDocumentTranslation(order(days * 5, 'standard'), context(now)));
    expect(quote.delivery).toMatchObject({ businessDays: days, date, time: '20:00' });
    for (const rule of rules) expect(quote.reasons.map((reason) => reason.rule)).toContain(rule);
  });
});

describe('delivery dates are worked out afresh for each order day, cut-off and set of tables', () => {
  const rules = (quote: { reasons: { rule: string }[] }) => quote.reasons.map((reason) => reason.rule);

  it('tells the same day apart before and after the cut-off, in either order', () => {
    const after = expectQuote(quoteDocumentTranslation(order(5, 'standard'), context('2025-09-10T22:00:00Z')));
    const before = expectQuote(quoteDocumentTranslation(order(5, 'standard'), context('2025-09-10T15:00:00Z')));
    const afterAgain = expectQuote(quoteDocumentTranslation(order(5, 'standard'), context('2025-09-10T22:30:00Z')));
    expect([before.delivery?.date, after.delivery?.date, afterAgain.delivery?.date]).toEqual(['2025-09-11', '2025-09-12', '2025-09-12']);
    expect(rules(before)).not.toContain('order-cutoff');
    expect(rules(afterAgain)).toContain('order-cutoff');
  });

  it('gives every quote reasons of its own', () => {
    const first = expectQuote(quoteDocumentTranslation(order(5, 'standard'), context('2025-09-13T15:00:00Z')));
    first.reasons.length = 0;
    const second = expectQuote(quoteDocumentTranslation(order(5, 'standard'), context('2025-09-13T15:00:00Z')));
    expect(rules(second)).toContain('order-cutoff');
  });

  it('follows a change of holidays in new tables', () => {
    const now = '2025-09-10T14:00:00Z';
    const withHoliday = { ...tables, holidays: [...tables.holidays, { date: '2025-09-11', name: 'Office closure' }] };
    const plain = expectQuote(quoteDocumentTranslation(order(5, 'standard'), context(now)));
    const closed = expectQuote(quoteDocumentTranslation(order(5, 'standard'), { ...context(now), tables: withHoliday }));
    expect(plain.delivery?.date).toBe('2025-09-11');
    expect(closed.delivery?.date).toBe('2025-09-12');
    expect(closed.reasons.find((reason) => reason.rule === 'holiday')?.message).toContain('Office closure (2025-09-11)');
  });
});

describe('add-ons', () => {
  const ctx = context();

  it.each<[string, Partial<DocumentQuoteInput>, string, number]>([
    // one page $27.00 plus:
    ['notarization, once per order', { notarization: true }, 'notarization', 1995],
    ['Priority Mail', { hardCopy: 'priority' }, 'hard-copy', 1500],
    ['overnight', { hardCopy: 'overnight' }, 'hard-copy', 3500],
    ['international', { hardCopy: 'international' }, 'hard-copy', 6000],
  ])('%s', (_name, extra, id, amount) => {
    const quote = expectQuote(quoteDocumentTranslation(order(1, 'standard', extra), ctx));
    expect(amountOf(quote, id)).toBe(amount);
    expect(quote.totalCents).toBe(2700 + amount);
  });

  it.each<[string, Partial<DocumentQuoteInput>, number]>([
    // one page $27.00, notarization $19.95 (added for the apostille) and Priority Mail $15.00, plus:
    ['2 apostilles for Mexico', { apostilles: 2, countryOfUse: 'MX' }, 19000],
    ['an apostille for Brazil, lower-case code', { apostilles: 1, countryOfUse: 'br' }, 9500],
    ['an apostille with notarization already chosen', { apostilles: 1, countryOfUse: 'MX', notarization: true }, 9500],
  ])('%s: notarized automatically, mailed', (_name, extra, apostilles) => {
    const quote = expectQuote(quoteDocumentTranslation(order(1, 'standard', { hardCopy: 'priority', ...extra }), ctx));
    expect(amountOf(quote, 'apostille')).toBe(apostilles);
    expect(quote.lines.filter((line) => line.id === 'notarization')).toHaveLength(1);
    expect(quote.totalCents).toBe(2700 + apostilles + 1995 + 1500);
  });

  it('refuses an apostille for use in the United States, saying why', () => {
    const error = expectError(quoteDocumentTranslation(order(1, 'standard', { apostilles: 1, countryOfUse: 'US', hardCopy: 'priority' }), ctx));
    expect(error.code).toBe('apostille_not_available');
    expect(error.message).toContain('only for documents used abroad');
    expect(error.fields).toHaveProperty('apostilles');
    // The Portuguese package's US direction is refused the same way.
  });

  it('requires a country of use for an apostille, and no country otherwise', () => {
    const error = expectError(quoteDocumentTranslation(order(1, 'standard', { apostilles: 1, hardCopy: 'priority' }), ctx));
    expect(error.fields).toHaveProperty('countryOfUse');
    expect(expectQuote(quoteDocumentTranslation(order(1, 'standard', { notarization: true }), ctx)).totalCents).toBe(4695);
  });

  it('requires a hard copy by mail for an apostille', () => {
    const error = expectError(quoteDocumentTranslation(order(1, 'standard', { apostilles: 1, countryOfUse: 'MX' }), ctx));
    expect(error.fields).toHaveProperty('hardCopy');
  });

  it.each([
    ['AE', 'apostille_not_available'], // United Arab Emirates: not party to the convention
    ['VN', 'apostille_not_available'],
    ['XX', 'unknown_country'],
  ])('refuses an apostille for %s', (countryOfUse, code) => {
    const error = expectError(quoteDocumentTranslation(order(1, 'standard', { apostilles: 1, countryOfUse, hardCopy: 'international' }), ctx));
    expect(error.code).toBe(code);
  });

  it('allows notarization without an apostille for a non-member country', () => {
    const quote = expectQuote(quoteDocumentTranslation(order(1, 'standard', { notarization: true, countryOfUse: 'AE' }), ctx));
    expect(quote.totalCents).toBe(4695);
  });
});
