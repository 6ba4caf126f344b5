/** Display formats for content metadata. Dates are calendar dates, so they are read and shown in UTC. */

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** "2025-01-14" → "January 14, 2025". */
export function formatDate(iso: string): string {
  return longDate.format(toDate(iso));
}

/** "2025-01-14" → "January 2025". */
export function formatMonth(iso: string): string {
  return monthYear.format(toDate(iso));
}

/** RFC 822 date for RSS, at midnight UTC of the calendar date. */
export function rssDate(iso: string): string {
  return toDate(iso).toUTCString();
}

/** "Spanish, Portuguese and English". */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(items);
}

/** Two-letter monogram for the generated avatar: first and last initials. */
export function monogram(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
