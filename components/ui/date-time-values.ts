/**
 * Pure helpers of the date-time picker. The calendar works in "wall" Dates: browser-local Date
 * objects whose fields (year ... minute) are the wall clock of the chosen IANA zone. Values
 * leave the picker as UTC ISO strings, so the visitor's own zone never leaks into them.
 */
import { zonedClock, zonedTimeToInstant } from '@/lib/pricing/time-zone';

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock of `timeZone` at an instant, as a browser-local Date. */
export function wallDateAt(instantMs: number, timeZone: string): Date {
  const { date, minuteOfDay } = zonedClock(instantMs, timeZone);
  return new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), Math.floor(minuteOfDay / 60), minuteOfDay % 60);
}

/** The UTC ISO string of a wall Date read in `timeZone` (to the minute). */
export function isoFromWallDate(wall: Date, timeZone: string): string {
  const date = `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`;
  const time = `${pad(wall.getHours())}:${pad(wall.getMinutes())}`;
  return new Date(zonedTimeToInstant(date, time, timeZone)).toISOString();
}

/** The first wall time on the `intervalMinutes` grid strictly after `now` (14:07 → 14:15; 14:15 → 14:30). */
export function nextSlot(now: Date, intervalMinutes: number): Date {
  const slot = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours(), now.getMinutes());
  const minutes = slot.getHours() * 60 + slot.getMinutes();
  const next = (Math.floor(minutes / intervalMinutes) + 1) * intervalMinutes;
  slot.setHours(0, next, 0, 0);
  return slot;
}

/** A picked date and time, or the first bookable time when it is not ahead of `now`. */
export function aheadOf(picked: Date, now: Date, intervalMinutes: number): Date {
  return picked.getTime() > now.getTime() ? new Date(picked) : nextSlot(now, intervalMinutes);
}

/** The draft after the first day the visitor picks: that day at a working-hours time, if still ahead. */
export function firstDayPick(day: Date, now: Date, intervalMinutes: number, defaultHour = 9): Date {
  const draft = new Date(day.getFullYear(), day.getMonth(), day.getDate(), defaultHour);
  return aheadOf(draft, now, intervalMinutes);
}

/** The short name of the zone at an instant, as the locale writes it ("CST", "CDT"; "GMT+3" where there is none). */
export function timeZoneAbbreviation(timeZone: string, instantMs: number, locale: DateTimeLocale = 'en'): string {
  const parts = new Intl.DateTimeFormat(intlLocales[locale], { timeZone, timeZoneName: 'short' }).formatToParts(instantMs);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The visitor's own IANA zone, the default for the picker. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export type DateTimeLocale = 'en' | 'tr';

const intlLocales: Record<DateTimeLocale, string> = { en: 'en-US', tr: 'tr-TR' };

/** A chosen instant as the visitor reads it in the zone: "Wednesday, March 4, 2026 at 10:00 AM CST". */
export function formatInZone(iso: string, timeZone: string, locale: DateTimeLocale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
