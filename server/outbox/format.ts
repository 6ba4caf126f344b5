/** Formatting for emails: money from cents, dates with an explicit time zone. */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

export const COMPANY_TIME_ZONE = 'America/New_York';

export function formatDateTime(date: Date, timeZone: string = COMPANY_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}
