import { formatZonedDateTime } from '@/lib/time/zoned-date-time';

/** Formatting for emails: dates with an explicit time zone (money is `formatCents` from lib/pricing). */
export const COMPANY_TIME_ZONE = 'America/New_York';

export function formatDateTime(date: Date, timeZone: string = COMPANY_TIME_ZONE): string {
  return formatZonedDateTime(date, timeZone);
}
