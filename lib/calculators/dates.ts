import { addDays, isWeekend } from '@/lib/pricing/calendar';
import { zonedClock } from '@/lib/pricing/time-zone';
import { site } from '@/lib/site';

/** The zone used until a location or the visitor's own zone is known. */
export const DEFAULT_TIME_ZONE = site.timeZone;

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return zonedClock(now.getTime(), timeZone).date;
}

/**
 * The date a booking calculator starts from: a week ahead in the zone, moved
 * to Monday if it falls on a weekend, so the first price shown is an ordinary
 * weekday booking without short-notice or weekend surcharges.
 */
export function suggestedBookingDate(timeZone: string, now: Date): string {
  let date = addDays(todayIn(timeZone, now), 7);
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}

/** Start times in 15-minute steps, "00:00" to "23:45". */
export const quarterHourTimes: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, '0');
  const minutes = String((index % 4) * 15).padStart(2, '0');
  return `${hours}:${minutes}`;
});

/** "14:30" → "2:30 PM". */
export function twelveHourTime(time: string): string {
  const hours = Number(time.slice(0, 2));
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${time.slice(3, 5)} ${suffix}`;
}

/** Time zones offered for remote sessions: the US zones, the most populous first. */
export const usTimeZones = [
  { zone: 'America/New_York', key: 'eastern' },
  { zone: 'America/Chicago', key: 'central' },
  { zone: 'America/Denver', key: 'mountain' },
  { zone: 'America/Phoenix', key: 'arizona' },
  { zone: 'America/Los_Angeles', key: 'pacific' },
  { zone: 'America/Anchorage', key: 'alaska' },
  { zone: 'Pacific/Honolulu', key: 'hawaii' },
  { zone: 'America/Puerto_Rico', key: 'atlantic' },
] as const;
