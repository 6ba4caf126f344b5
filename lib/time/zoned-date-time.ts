/*
 * Dates and times as people read them, in an explicit zone with its name:
 * "Wednesday, June 10, 2026 at 2:00 PM EDT". Shared by the offer panel and the API's emails.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Formats an instant in `timeZone`; throws a RangeError for an unknown zone. */
export function formatZonedDateTime(instant: Date | number, timeZone: string): string {
  return formatter(timeZone).format(instant);
}
