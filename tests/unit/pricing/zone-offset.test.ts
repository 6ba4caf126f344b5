import { describe, expect, it } from 'vitest';
import { zoneOffsetMs } from '@/lib/pricing/time-zone';

/** The offset read afresh at every instant, another way: what the kept hourly answers must agree with. */
function measured(instantMs: number, timeZone: string): number {
  const local = new Date(instantMs).toLocaleString('en-US', { timeZone, hourCycle: 'h23' });
  const match = /^(\d+)\/(\d+)\/(\d+), (\d+):(\d+):(\d+)$/.exec(local);
  if (match === null) throw new Error(`Unexpected local time "${local}"`);
  const [month, day, year, hour, minute, second] = match.slice(1).map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
  return wall - Math.floor(instantMs / 1000) * 1000;
}

const minute = 60_000;

describe('zone offsets around clock changes', () => {
  it.each([
    // zone, a time before the change (UTC), what changes
    ['America/New_York', '2025-03-09T05:00:00Z'], // spring forward at 07:00 UTC
    ['America/New_York', '2025-11-02T04:30:00Z'], // fall back at 06:00 UTC
    ['America/Los_Angeles', '2026-03-08T08:45:00Z'],
    ['Australia/Lord_Howe', '2025-04-05T13:00:00Z'], // half-hour change at 15:00 UTC
    ['Asia/Kathmandu', '1985-12-31T17:00:00Z'], // +05:30 → +05:45 at 18:30 UTC
    ['Africa/Monrovia', '1972-01-06T23:00:00Z'], // -00:44:30 → GMT in the middle of an hour
  ])('%s from %s matches a fresh measurement minute by minute', (zone, from) => {
    const start = Date.parse(from);
    for (let t = start; t < start + 4 * 60 * minute; t += 7 * minute + 13_000) {
      expect(zoneOffsetMs(t, zone), new Date(t).toISOString()).toBe(measured(t, zone));
    }
    // And walking back over the change, so answers kept for a later hour are not reused.
    for (let t = start + 4 * 60 * minute; t > start; t -= 11 * minute) {
      expect(zoneOffsetMs(t, zone), new Date(t).toISOString()).toBe(measured(t, zone));
    }
  });

  it('gives each zone its own offset at the same instant', () => {
    const instant = Date.parse('2025-07-01T12:00:00Z');
    expect(zoneOffsetMs(instant, 'America/New_York')).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs(instant, 'America/Chicago')).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs(instant, 'America/New_York')).toBe(-4 * 3_600_000);
  });
});
