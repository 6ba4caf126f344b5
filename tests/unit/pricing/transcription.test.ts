import { describe, expect, it } from 'vitest';
import { quoteTranscription } from '@/lib/pricing';
import { context, expectError, expectQuote } from './fixture';

const ctx = context();

describe('transcription: $1.50 per started audio minute', () => {
  it.each([
    // minutes of audio, billed minutes, total, business days, delivery (ordered Wed 10 Sep, 10:00 ET)
    [1, 1, 150, 1, '2025-09-11'],
    [30, 30, 4500, 1, '2025-09-11'],
    [12.2, 13, 1950, 1, '2025-09-11'], // a started minute is billed
    [60, 60, 9000, 1, '2025-09-11'],
    [61, 61, 9150, 2, '2025-09-12'], // ceil(61 / 60) = 2 days
    [185, 185, 27750, 4, '2025-09-16'], // 4 days → Tue, over the weekend
  ])('%s min → %i billed, %i cents, %i days', (audioMinutes, billed, total, days, date) => {
    const quote = expectQuote(quoteTranscription({ audioMinutes }, ctx));
    expect(quote.lines[0]).toMatchObject({ quantity: billed, unit: 'minute', unitPriceCents: 150 });
    expect(quote.totalCents).toBe(total);
    expect(quote.delivery).toMatchObject({ businessDays: days, date, time: '20:00' });
  });

  it('names the language when given', () => {
    expect(expectQuote(quoteTranscription({ audioMinutes: 5, language: 'spanish' }, ctx)).lines[0]?.label).toBe('Transcription, Spanish audio');
  });

  it.each([
    [{ audioMinutes: 0 }, 'invalid_input'],
    [{ audioMinutes: -3 }, 'invalid_input'],
    [{ audioMinutes: Number.NaN }, 'invalid_input'],
    [{ audioMinutes: 20_000 }, 'invalid_input'],
    [{ audioMinutes: 10, language: 'klingon' }, 'unknown_language'],
  ])('rejects %o', (input, code) => {
    expect(expectError(quoteTranscription(input, ctx)).code).toBe(code);
  });
});
