import { describe, expect, it } from 'vitest';
import { aheadOf, firstDayPick, formatInZone, isoFromWallDate, nextSlot, timeZoneAbbreviation, wallDateAt } from '@/components/ui/date-time-values';

const wallFields = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];

describe('wall dates in a zone', () => {
  it.each([
    // instant, zone, wall clock there
    ['2026-01-15T16:30:00Z', 'America/Chicago', [2026, 1, 15, 10, 30]],
    ['2026-07-15T16:30:00Z', 'America/Chicago', [2026, 7, 15, 11, 30]],
    ['2026-01-15T22:00:00Z', 'Europe/Istanbul', [2026, 1, 16, 1, 0]],
    ['2026-03-01T05:45:00Z', 'America/Los_Angeles', [2026, 2, 28, 21, 45]],
  ])('%s in %s', (iso, zone, expected) => {
    const wall = wallDateAt(Date.parse(iso), zone);
    expect(wallFields(wall)).toEqual(expected);
    expect(isoFromWallDate(wall, zone)).toBe(new Date(iso).toISOString());
  });

  it('reads the wall clock in the given zone, whatever the browser zone', () => {
    // 9:00 in Chicago is 15:00 UTC in winter and 14:00 UTC in summer.
    expect(isoFromWallDate(new Date(2026, 0, 20, 9, 0), 'America/Chicago')).toBe('2026-01-20T15:00:00.000Z');
    expect(isoFromWallDate(new Date(2026, 6, 20, 9, 0), 'America/Chicago')).toBe('2026-07-20T14:00:00.000Z');
    expect(isoFromWallDate(new Date(2026, 6, 20, 9, 0), 'Europe/Istanbul')).toBe('2026-07-20T06:00:00.000Z');
  });
});

describe('nextSlot', () => {
  it.each([
    [[14, 7], 15, [14, 15]],
    [[14, 15], 15, [14, 30]],
    [[14, 59], 30, [15, 0]],
    [[9, 0], 60, [10, 0]],
  ])('%j every %i min → %j', ([h, m], interval, [eh, em]) => {
    const slot = nextSlot(new Date(2026, 4, 10, h ?? 0, m ?? 0, 42), interval);
    expect([slot.getDate(), slot.getHours(), slot.getMinutes(), slot.getSeconds()]).toEqual([10, eh, em, 0]);
  });

  it('rolls over to the next day after the last slot', () => {
    const slot = nextSlot(new Date(2026, 4, 10, 23, 50), 15);
    expect([slot.getDate(), slot.getHours(), slot.getMinutes()]).toEqual([11, 0, 0]);
  });
});

describe('first day pick and keeping the draft ahead of now', () => {
  const now = new Date(2026, 4, 10, 14, 7);

  it('gives the first day picked a 9:00 start, whatever time the calendar carried', () => {
    expect(wallFields(firstDayPick(new Date(2026, 4, 12), now, 15))).toEqual([2026, 5, 12, 9, 0]);
    expect(wallFields(firstDayPick(new Date(2026, 4, 12, 3, 0), now, 15))).toEqual([2026, 5, 12, 9, 0]);
  });

  it('moves a first pick of today, past 9:00, to the next slot', () => {
    expect(wallFields(firstDayPick(new Date(2026, 4, 10), now, 15))).toEqual([2026, 5, 10, 14, 15]);
  });

  it('keeps a pick that is ahead of now, and moves one that is not to the next slot', () => {
    const later = new Date(2026, 4, 13, 16, 30);
    expect(aheadOf(later, now, 15)).toEqual(later);
    expect(wallFields(aheadOf(new Date(2026, 4, 10, 11, 0), now, 30))).toEqual([2026, 5, 10, 14, 30]);
    expect(wallFields(aheadOf(now, now, 15))).toEqual([2026, 5, 10, 14, 15]);
  });
});

describe('time zone labels', () => {
  it.each([
    ['America/Chicago', '2026-01-15T12:00:00Z', 'CST'],
    ['America/Chicago', '2026-07-15T12:00:00Z', 'CDT'],
    ['America/New_York', '2026-07-15T12:00:00Z', 'EDT'],
    ['Europe/Istanbul', '2026-07-15T12:00:00Z', 'GMT+3'],
    ['UTC', '2026-07-15T12:00:00Z', 'UTC'],
  ])('%s at %s → %s', (zone, iso, abbr) => {
    expect(timeZoneAbbreviation(zone, Date.parse(iso))).toBe(abbr);
  });

  it('formats a value in its zone and locale', () => {
    expect(formatInZone('2026-03-04T16:00:00.000Z', 'America/Chicago', 'en')).toMatch(/^Wednesday, March 4, 2026(,| at) 10:00\sAM CST$/);
    expect(formatInZone('2026-03-04T16:00:00.000Z', 'Europe/Istanbul', 'tr')).toContain('4 Mart 2026');
    expect(formatInZone('2026-03-04T16:00:00.000Z', 'Europe/Istanbul', 'tr')).toContain('19:00');
  });
});
