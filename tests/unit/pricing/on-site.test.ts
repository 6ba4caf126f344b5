import { describe, expect, it } from 'vitest';
import { quoteOnSiteInterpretation, type OnSiteQuoteInput } from '@/lib/pricing';
import { amountOf, context, expectError, expectQuote } from './fixture';

// Now: Wednesday 10 September 2025, 10:00 in New York.
const ctx = context();
const booking = (change: Partial<OnSiteQuoteInput>): OnSiteQuoteInput => ({
  language: 'spanish',
  location: 'new-york-ny',
  date: '2025-09-16', // a Tuesday, six days ahead
  startTime: '08:00',
  durationMinutes: 120,
  ...change,
});
const quote = (change: Partial<OnSiteQuoteInput>) => expectQuote(quoteOnSiteInterpretation(booking(change), ctx));

describe('on-site: 2-hour minimum, 15-minute increments, half-day and full-day caps', () => {
  it.each<[string, Partial<OnSiteQuoteInput>, number, number, string[]]>([
    // name, booking, billed minutes, total, rules. Spanish $95/h, half day $340, full day $640.
    ['1 hour → 2-hour minimum', { durationMinutes: 60 }, 120, 19000, ['minimum-duration']],
    ['2 hours', {}, 120, 19000, []],
    ['2 h 1 min → 2 h 15 min', { durationMinutes: 121 }, 135, 21375, ['billing-increment']], // 2.25 × 95
    ['2 h 30 min', { durationMinutes: 150 }, 150, 23750, []],
    ['3 h 30 min: $332.50, under the half-day price', { durationMinutes: 210 }, 210, 33250, []],
    ['3 h 45 min: $356.25 capped at $340', { durationMinutes: 225 }, 225, 34000, ['half-day-cap']],
    ['4 h: $380.00 capped at $340', { durationMinutes: 240 }, 240, 34000, ['half-day-cap']],
    ['4 h 1 min → 4 h 15 min hourly', { durationMinutes: 241 }, 255, 40375, ['billing-increment']], // 4.25 × 95
    ['6 h 30 min: $617.50, under the full-day price', { durationMinutes: 390 }, 390, 61750, []],
    ['6 h 45 min: $641.25 capped at $640', { durationMinutes: 405 }, 405, 64000, ['full-day-cap']],
    ['8 h: $760 capped at $640', { durationMinutes: 480 }, 480, 64000, ['full-day-cap']],
    ['9 h: full day + 1 h at $95', { durationMinutes: 540 }, 540, 73500, ['full-day-cap']],
    ['Japanese (standard tier), 2 h at $115', { language: 'japanese' }, 120, 23000, []],
    ['Japanese, 4 h: $460 capped at $410', { language: 'japanese', durationMinutes: 240 }, 240, 41000, ['half-day-cap']],
    ['Amharic (rare tier), 2 h at $150', { language: 'amharic' }, 120, 30000, []],
    ['Amharic, 8 h: $1,200 capped at $1,020', { language: 'amharic', durationMinutes: 480 }, 480, 102000, ['full-day-cap']],
  ])('%s', (_name, change, billed, total, rules) => {
    const result = quote(change);
    expect(result.billedMinutes).toBe(billed);
    expect(result.totalCents).toBe(total);
    const applied = result.reasons.map((reason) => reason.rule);
    for (const rule of ['minimum-duration', 'billing-increment', 'half-day-cap', 'full-day-cap']) {
      expect(applied.includes(rule), rule).toBe(rules.includes(rule));
    }
  });

  it('bills time past a full day at the hourly rate on its own line', () => {
    const result = quote({ durationMinutes: 540 });
    expect(result.lines.map((line) => [line.id, line.unit, line.quantity, line.amountCents])).toEqual([
      ['interpreting', 'full day', 1, 64000],
      ['overtime', 'hour', 1, 9500],
    ]);
  });
});

describe('on-site: after-hours surcharge, per billed increment in local time', () => {
  it.each<[string, Partial<OnSiteQuoteInput>, number | undefined]>([
    // name, booking, surcharge = 25% × fee × after-hours minutes / billed minutes. 2 h fee $190.
    ['10:00–12:00, in hours', { startTime: '10:00' }, undefined],
    ['07:00–09:00: 1 h before 08:00', { startTime: '07:00' }, 2375], // 25% × 19000 × 60/120
    ['17:00–19:00: 1 h from 18:00', { startTime: '17:00' }, 2375],
    ['17:30, 1 h booked, 2 h billed to 19:30: 1 h 30 min after', { startTime: '17:30', durationMinutes: 60 }, 3563], // 3562.5 → 3563
    ['18:00–20:00: all after hours', { startTime: '18:00' }, 4750],
    ['22:45 to 00:45: across midnight', { startTime: '22:45' }, 4750],
    ['Saturday', { date: '2025-09-20', startTime: '10:00' }, 4750],
    ['Sunday', { date: '2025-09-21', startTime: '10:00' }, 4750],
    ['Columbus Day, a federal holiday', { date: '2025-10-13', startTime: '10:00' }, 4750],
    // 12 h: full day $640 + 4 h × $95 = $1,020; Saturday counts from midnight, so all 12 h are after hours
    ['Friday 23:00 for 12 h, into Saturday morning', { date: '2025-09-19', startTime: '23:00', durationMinutes: 720 }, 25500],
    ['half-day price, 06:15–10:00: 1 h 45 min before 08:00', { startTime: '06:15', durationMinutes: 225 }, 3967], // 25% × 34000 × 105/225 = 3966.67
  ])('%s', (_name, change, surcharge) => {
    expect(amountOf(quote(change), 'after-hours')).toBe(surcharge);
  });

  it('judges the hours in the time zone of the location', () => {
    // 17:00–19:00 in Houston (Central) is 18:00–20:00 in New York: only one hour is after hours locally.
    const result = quote({ location: 'houston-tx', startTime: '17:00' });
    expect(amountOf(result, 'after-hours')).toBe(2375);
    expect(result.totalCents).toBe(19000 + 2375 + 3500); // + travel zone 2
  });

  it('names the holiday in the reason', () => {
    const reason = quote({ date: '2025-10-13', startTime: '10:00' }).reasons.find((entry) => entry.rule === 'after-hours');
    expect(reason?.message).toContain('Columbus Day');
  });
});

describe('on-site: short notice, team interpreting and travel', () => {
  it.each<[string, Partial<OnSiteQuoteInput>, number | undefined]>([
    // 30% of the $190 fee when the start is less than 48 h after now (Wed 10 Sep, 10:00 New York)
    ['Thursday 10:00, 24 h ahead', { date: '2025-09-11', startTime: '10:00' }, 5700],
    ['Friday 09:45, 47 h 45 min ahead', { date: '2025-09-12', startTime: '09:45' }, 5700],
    ['Friday 10:00, exactly 48 h ahead', { date: '2025-09-12', startTime: '10:00' }, undefined],
    ['Houston Friday 08:45 CDT = 09:45 EDT', { location: 'houston-tx', date: '2025-09-12', startTime: '08:45' }, 5700],
    ['Houston Friday 09:00 CDT = 10:00 EDT, 48 h', { location: 'houston-tx', date: '2025-09-12', startTime: '09:00' }, undefined],
  ])('%s', (_name, change, surcharge) => {
    expect(amountOf(quote(change), 'short-notice')).toBe(surcharge);
  });

  it.each<[string, Partial<OnSiteQuoteInput>, number, number]>([
    // name, booking, interpreters, total
    ['consecutive, 90 min: one interpreter', { durationMinutes: 90 }, 1, 19000],
    ['simultaneous, 60 min: one interpreter', { mode: 'simultaneous', durationMinutes: 60 }, 1, 19000],
    ['simultaneous, 90 min: a team of two', { mode: 'simultaneous', durationMinutes: 90 }, 2, 38000], // 2 × 2 h × $95
    ['simultaneous, 4 h: two half days', { mode: 'simultaneous', durationMinutes: 240 }, 2, 68000], // 2 × $340
    ['simultaneous, 2 h in Denver: travel for two', { mode: 'simultaneous', location: 'denver-co', startTime: '10:00' }, 2, 38000 + 15000],
  ])('%s', (_name, change, interpreters, total) => {
    const result = quote(change);
    expect(result.interpreters).toBe(interpreters);
    expect(result.totalCents).toBe(total);
  });

  it.each([
    // location, travel fee per interpreter
    ['new-york-ny', undefined], // zone 1: no fee, no line
    ['houston-tx', 3500],
    ['denver-co', 7500],
    ['anchorage-ak', 15000],
  ])('travel fee for %s', (location, fee) => {
    expect(amountOf(quote({ location, startTime: '10:00' }), 'travel')).toBe(fee);
  });

  it('stacks the surcharges on the interpreting fee only', () => {
    // Houston Thursday 17:00–19:00 CDT, Japanese: fee 2 × $115 = $230; after hours 1 of 2 h: 25% × 230 / 2 = $28.75;
    // short notice (31 h ahead): 30% × 230 = $69.00; travel zone 2: $35.00 → $362.75
    const result = quote({ language: 'japanese', location: 'houston-tx', date: '2025-09-11', startTime: '17:00' });
    expect(result.lines.map((line) => [line.id, line.amountCents])).toEqual([
      ['interpreting', 23000],
      ['after-hours', 2875],
      ['short-notice', 6900],
      ['travel', 3500],
    ]);
    expect(result.totalCents).toBe(36275);
    expect(result.delivery).toBeUndefined();
  });
});

describe('on-site: invalid bookings', () => {
  it.each<[string, Partial<OnSiteQuoteInput>, string, string]>([
    ['a start in the past', { date: '2025-09-09' }, 'date_in_past', 'date'],
    ['earlier today', { date: '2025-09-10', startTime: '09:00' }, 'date_in_past', 'date'],
    ['an unknown location', { location: 'gotham-ny' }, 'unknown_location', 'location'],
    ['an unknown language', { language: 'klingon' }, 'unknown_language', 'language'],
    ['English alone', { language: 'english' }, 'invalid_input', 'language'],
    ['a script, which nobody speaks', { language: 'chinese-simplified' }, 'unknown_language', 'language'],
    ['a start off the 15-minute grid', { startTime: '10:10' }, 'invalid_input', 'startTime'],
    ['an impossible date', { date: '2025-02-30' }, 'invalid_input', 'date'],
    ['no duration', { durationMinutes: 0 }, 'invalid_input', 'durationMinutes'],
    ['more than 12 hours', { durationMinutes: 721 }, 'invalid_input', 'durationMinutes'],
    ['a fractional duration', { durationMinutes: 90.5 }, 'invalid_input', 'durationMinutes'],
  ])('%s', (_name, change, code, field) => {
    const error = expectError(quoteOnSiteInterpretation(booking(change), ctx));
    expect(error.code).toBe(code);
    expect(error.fields?.[field]).toBeTruthy();
  });
});
