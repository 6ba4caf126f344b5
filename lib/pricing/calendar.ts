/** Calendar-date arithmetic on ISO dates (`YYYY-MM-DD`), free of time zones. */

const dayMs = 86_400_000;

function toUtcMs(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(toUtcMs(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(date: string, days: number): string {
  return new Date(toUtcMs(date) + days * dayMs).toISOString().slice(0, 10);
}

/** True when the string is a real calendar date, so "2025-02-30" is rejected. */
export function isCalendarDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(toUtcMs(date)).toISOString().slice(0, 10) === date;
}

export function isWeekend(date: string): boolean {
  return isoWeekday(date) > 5;
}

export function isBusinessDay(date: string, holidays: ReadonlySet<string>): boolean {
  return !isWeekend(date) && !holidays.has(date);
}

export function nextBusinessDay(date: string, holidays: ReadonlySet<string>): string {
  let day = addDays(date, 1);
  while (!isBusinessDay(day, holidays)) day = addDays(day, 1);
  return day;
}

/** The business day `count` business days after `date` (count 0 returns `date`). */
export function addBusinessDays(date: string, count: number, holidays: ReadonlySet<string>): string {
  let day = date;
  for (let i = 0; i < count; i += 1) day = nextBusinessDay(day, holidays);
  return day;
}
