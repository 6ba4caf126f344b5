import { site } from '@/lib/site';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';

/** Formatting for emails: dates with an explicit time zone, the office's by default (money is `formatCents` from lib/pricing). */
export function formatDateTime(date: Date, timeZone: string = site.timeZone): string {
  return formatZonedDateTime(date, timeZone);
}
