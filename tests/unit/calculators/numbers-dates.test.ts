import { describe, expect, it } from 'vitest';
import { quarterHourTimes, suggestedBookingDate, todayIn, twelveHourTime } from '@/lib/calculators/dates';
import { readCount, splitEvenly } from '@/lib/calculators/numbers';

describe('readCount', () => {
  it.each([
    ['', { kind: 'blank' }],
    ['   ', { kind: 'blank' }],
    ['1200', { kind: 'number', value: 1200 }],
    ['1,200', { kind: 'number', value: 1200 }],
    [' 1 200 ', { kind: 'number', value: 1200 }],
    ['0', { kind: 'number', value: 0 }],
    ['12.5', { kind: 'invalid' }],
    ['-3', { kind: 'invalid' }],
    ['12a', { kind: 'invalid' }],
    ['1234567890', { kind: 'invalid' }],
  ])('%j → %j', (text, expected) => {
    expect(readCount(text)).toEqual(expected);
  });
});

describe('splitEvenly', () => {
  it.each([
    [1000, 3, [334, 333, 333]],
    [10, 5, [2, 2, 2, 2, 2]],
    [7, 1, [7]],
    [3, 3, [1, 1, 1]],
  ])('%i over %i → %j', (total, parts, expected) => {
    const shares = splitEvenly(total, parts);
    expect(shares).toEqual(expected);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
  });
});

describe('booking dates', () => {
  it('takes today in the given zone, not in UTC', () => {
    // 02:30 UTC on a Saturday is still Friday evening in Los Angeles.
    expect(todayIn('America/Los_Angeles', new Date('2026-11-21T02:30:00Z'))).toBe('2026-11-20');
    expect(todayIn('America/New_York', new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-21');
  });

  it.each([
    ['a Wednesday: the Wednesday after', '2026-11-18T15:00:00Z', '2026-11-25'],
    ['a Saturday: a week ahead is a Saturday, moved to Monday', '2026-11-21T15:00:00Z', '2026-11-30'],
    ['a Sunday: moved to Monday', '2026-11-22T15:00:00Z', '2026-11-30'],
  ])('suggests a weekday a week ahead from %s', (_case, now, expected) => {
    expect(suggestedBookingDate('America/Chicago', new Date(now))).toBe(expected);
  });

  it('offers start times in 15-minute steps over the whole day', () => {
    expect(quarterHourTimes).toHaveLength(96);
    expect(quarterHourTimes.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(quarterHourTimes.at(-1)).toBe('23:45');
  });

  it.each([
    ['00:00', '12:00 AM'],
    ['09:15', '9:15 AM'],
    ['12:30', '12:30 PM'],
    ['18:45', '6:45 PM'],
  ])('%s reads %s', (time, label) => {
    expect(twelveHourTime(time)).toBe(label);
  });
});
