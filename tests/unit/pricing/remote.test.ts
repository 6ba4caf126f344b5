import { describe, expect, it } from 'vitest';
import { quoteRemoteInterpretation, type RemoteQuoteInput } from '@/lib/pricing';
import { amountOf, context, expectError, expectQuote } from './fixture';

// Now: Wednesday 10 September 2025, 10:00 in New York.
const ctx = context();
const quote = (input: RemoteQuoteInput, now?: string) => expectQuote(quoteRemoteInterpretation(input, now ? context(now) : ctx));

describe('remote on demand: per minute by tier', () => {
  it.each<[RemoteQuoteInput['mode'], string, number, number]>([
    // mode, language, minutes, total
    ['opi', 'spanish', 20, 3500], // 20 × $1.75
    ['opi', 'japanese', 20, 4500], // 20 × $2.25
    ['opi', 'amharic', 20, 6500], // 20 × $3.25
    ['opi', 'spanish', 1, 175], // no minimum
    ['vri', 'spanish', 20, 5000], // 20 × $2.50
    ['vri', 'japanese', 20, 6000], // 20 × $3.00
    ['vri', 'amharic', 45, 18000], // 45 × $4.00
  ])('%s %s, %i min → %i', (mode, language, durationMinutes, total) => {
    const result = quote({ mode, language, durationMinutes });
    expect(result.totalCents).toBe(total);
    expect(result.billedMinutes).toBe(durationMinutes);
    expect(result.lines[0]?.unit).toBe('minute');
  });

  it.each<[string, RemoteQuoteInput, string | undefined, number | undefined]>([
    // name, input, now, after-hours surcharge = 25% × amount × after-hours minutes / billed minutes
    ['a call now, 10:00 in New York', { mode: 'opi', language: 'spanish', durationMinutes: 20 }, undefined, undefined],
    ['a call now, 18:30 in New York', { mode: 'opi', language: 'spanish', durationMinutes: 20 }, '2025-09-10T22:30:00Z', 875],
    [
      'the same moment in Los Angeles, 15:30',
      { mode: 'opi', language: 'spanish', durationMinutes: 20, timeZone: 'America/Los_Angeles' },
      '2025-09-10T22:30:00Z',
      undefined,
    ],
    [
      'Friday 07:50, 10 of 20 min before 08:00',
      { mode: 'opi', language: 'spanish', durationMinutes: 20, date: '2025-09-12', startTime: '07:50' },
      undefined,
      438,
    ], // 437.5
    [
      'VRI at 07:55 in Los Angeles, 5 of 10 min',
      { mode: 'vri', language: 'spanish', durationMinutes: 10, date: '2025-09-12', startTime: '07:55', timeZone: 'America/Los_Angeles' },
      undefined,
      313,
    ], // 312.5
  ])('%s', (_name, input, now, surcharge) => {
    expect(amountOf(quote(input, now), 'after-hours')).toBe(surcharge);
  });
});

describe('remote scheduled on a platform: hourly, 30-minute minimum, 15-minute increments', () => {
  const session = (change: Partial<RemoteQuoteInput>): RemoteQuoteInput => ({
    mode: 'scheduled',
    language: 'spanish',
    platform: 'zoom',
    date: '2025-09-12',
    startTime: '10:00',
    durationMinutes: 60,
    ...change,
  });

  it.each<[string, Partial<RemoteQuoteInput>, number, number, string[]]>([
    // name, session, billed minutes, total, rules. Spanish $75/h, Japanese $90/h, Amharic $120/h.
    ['10 min → 15 min → 30-minute minimum', { durationMinutes: 10 }, 30, 3750, ['minimum-duration', 'billing-increment']],
    ['20 min → 30 min, by increment', { durationMinutes: 20 }, 30, 3750, ['billing-increment']],
    ['30 min', { durationMinutes: 30 }, 30, 3750, []],
    ['31 min → 45 min', { durationMinutes: 31 }, 45, 5625, ['billing-increment']],
    ['1 h', {}, 60, 7500, []],
    ['61 min → 1 h 15 min', { durationMinutes: 61 }, 75, 9375, ['billing-increment']],
    ['Japanese, 1 h', { language: 'japanese' }, 60, 9000, []],
    ['Amharic, 1 h 30 min', { language: 'amharic', durationMinutes: 90 }, 90, 18000, []],
  ])('%s', (_name, change, billed, total, rules) => {
    const result = quote(session(change));
    expect(result.billedMinutes).toBe(billed);
    expect(result.totalCents).toBe(total);
    const applied = result.reasons.map((reason) => reason.rule);
    for (const rule of ['minimum-duration', 'billing-increment']) expect(applied.includes(rule), rule).toBe(rules.includes(rule));
    expect(result.lines[0]?.label).toContain('Zoom');
  });

  it.each<[string, Partial<RemoteQuoteInput>, number | undefined]>([
    ['Friday 10:00', {}, undefined],
    ['Friday 17:30 for 1 h: 30 min after 18:00', { startTime: '17:30' }, 938], // 25% × 7500 × 30/60 = 937.5
    [
      'Saturday morning in Los Angeles, 20 min billed 30',
      { date: '2025-09-13', startTime: '09:00', durationMinutes: 20, timeZone: 'America/Los_Angeles' },
      938,
    ], // 25% × 3750
    ['Thanksgiving', { date: '2025-11-27' }, 1875], // 25% × 7500
  ])('after hours: %s', (_name, change, surcharge) => {
    expect(amountOf(quote(session(change)), 'after-hours')).toBe(surcharge);
  });

  it.each<[string, Partial<RemoteQuoteInput>, string, string]>([
    ['no platform', { platform: undefined }, 'invalid_input', 'platform'],
    ['an unknown platform', { platform: 'carrier-pigeon' }, 'unknown_platform', 'platform'],
    ['no date', { date: undefined }, 'invalid_input', 'date'],
    ['a start off the 15-minute grid', { startTime: '10:10' }, 'invalid_input', 'startTime'],
    ['a start in the past', { date: '2025-09-01' }, 'date_in_past', 'date'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'invalid_input', 'timeZone'],
    ['English alone', { language: 'english' }, 'invalid_input', 'language'],
    ['no duration', { durationMinutes: 0 }, 'invalid_input', 'durationMinutes'],
  ])('rejects %s', (_name, change, code, field) => {
    const error = expectError(quoteRemoteInterpretation(session(change), ctx));
    expect(error.code).toBe(code);
    expect(error.fields?.[field]).toBeTruthy();
  });

  it('rejects an on-demand start with a date but no time', () => {
    const error = expectError(quoteRemoteInterpretation({ mode: 'opi', language: 'spanish', durationMinutes: 5, date: '2025-09-12' }, ctx));
    expect(error.fields?.startTime).toBeTruthy();
  });
});
