import { describe, expect, it } from 'vitest';
import { addBusinessDays, isCalendarDate, isoWeekday, nextBusinessDay } from '@/lib/pricing/calendar';
import { zonedClock, zonedTimeToInstant, zoneOffsetMs } from '@/lib/pricing/time-zone';
import { tables } from './fixture';

const holidays = new Set(tables.holidays.map((holiday) => holiday.date));

describe('business days', () => {
  it.each([
    // from, business days, expected: weekends and federal holidays skipped
    ['2025-09-10', 1, '2025-09-11'], // Wed → Thu
    ['2025-09-12', 1, '2025-09-15'], // Fri → Mon over the weekend
    ['2025-08-29', 1, '2025-09-02'], // Fri → Tue: Mon 1 Sep is Labor Day
    ['2025-11-26', 1, '2025-11-28'], // Wed → Fri: Thu is Thanksgiving
    ['2025-12-24', 2, '2025-12-29'], // Wed → Fri 26 (25 Christmas) → Mon 29
    ['2026-07-02', 1, '2026-07-06'], // Thu → Mon: Fri 3 Jul is Independence Day observed
    ['2027-12-30', 1, '2028-01-03'], // Thu → Mon: Fri 31 Dec is New Year's Day 2028 observed
    ['2025-09-10', 0, '2025-09-10'],
    ['2025-09-10', 10, '2025-09-24'], // two calendar weeks
  ])('%s + %i business days = %s', (from, days, expected) => {
    expect(addBusinessDays(from, days, holidays)).toBe(expected);
  });

  it('finds the next business day from a weekend', () => {
    expect(nextBusinessDay('2025-09-13', holidays)).toBe('2025-09-15');
  });

  it.each([
    ['2025-09-15', 1],
    ['2025-09-13', 6],
    ['2025-09-14', 7],
  ])('isoWeekday(%s) = %i', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  it.each([
    ['2025-02-28', true],
    ['2025-02-29', false],
    ['2028-02-29', true],
    ['2025-13-01', false],
    ['2025-9-1', false],
  ])('isCalendarDate(%s) = %s', (date, valid) => {
    expect(isCalendarDate(date)).toBe(valid);
  });
});

describe('time zones', () => {
  it.each([
    // local date, time, zone, expected UTC instant
    ['2025-09-11', '17:00', 'America/Chicago', '2025-09-11T22:00:00.000Z'], // CDT, UTC-5
    ['2025-12-01', '09:00', 'America/New_York', '2025-12-01T14:00:00.000Z'], // EST, UTC-5
    ['2025-07-01', '09:00', 'America/New_York', '2025-07-01T13:00:00.000Z'], // EDT, UTC-4
    ['2025-07-01', '09:00', 'America/Phoenix', '2025-07-01T16:00:00.000Z'], // no DST, UTC-7
    ['2025-03-09', '01:30', 'America/New_York', '2025-03-09T06:30:00.000Z'], // just before clocks jump
    ['2025-03-09', '03:00', 'America/New_York', '2025-03-09T07:00:00.000Z'], // just after
    ['2025-03-09', '02:30', 'America/New_York', '2025-03-09T07:30:00.000Z'], // skipped hour: as 03:30 EDT
    ['2025-11-02', '01:30', 'America/New_York', '2025-11-02T05:30:00.000Z'], // occurs twice: the first, EDT
    ['2025-11-02', '12:00', 'America/New_York', '2025-11-02T17:00:00.000Z'], // back to EST
  ])('%s %s in %s is %s', (date, time, zone, expected) => {
    expect(new Date(zonedTimeToInstant(date, time, zone)).toISOString()).toBe(expected);
  });

  it('reads the local date and minute of the day of an instant', () => {
    // 03:30 UTC on 13 Sep is 23:30 on Friday 12 Sep in New York (EDT).
    expect(zonedClock(Date.parse('2025-09-13T03:30:00Z'), 'America/New_York')).toEqual({ date: '2025-09-12', minuteOfDay: 23 * 60 + 30 });
  });

  it('gives the offset from UTC', () => {
    expect(zoneOffsetMs(Date.parse('2025-01-15T12:00:00Z'), 'America/Los_Angeles')).toBe(-8 * 3_600_000);
    expect(zoneOffsetMs(Date.parse('2025-01-15T12:00:00.750Z'), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
  });
});
