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

/**
 * Builds the formatter of `timeZone` ahead of its first use. The first formatter with a zone name
 * loads ICU's zone data: ~86 ms on a 4×-throttled phone, which the offer panel spends in a task of
 * its own while the offer is on its way rather than in the render that shows it.
 */
export function prepareZonedFormatter(timeZone: string): void {
  try {
    formatter(timeZone).format(0);
  } catch {
    // An unknown zone: formatOfferTime falls back to another when it formats.
  }
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** `-05:00` for New York in January: the zone's UTC offset at `instant`. */
function utcOffset(instant: number, timeZone: string): string {
  let format = offsetFormatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // "GMT" alone is UTC itself; otherwise "GMT-05:00".
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

function offsetMinutes(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return sign * (hours * 60 + minutes);
}

/**
 * The start of a calendar day in a zone, as full ISO 8601 with its offset:
 * `2026-01-15` in America/New_York is `2026-01-15T00:00:00-05:00`, and `2026-07-15` is
 * `2026-07-15T00:00:00-04:00`. Structured data wants a time zone on every date.
 */
export function startOfDayInZone(date: string, timeZone: string): string {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(utcMidnight)) throw new RangeError(`"${date}" is not a YYYY-MM-DD date`);
  // The offset at local midnight: first guess from UTC midnight, then at the instant it gives.
  const guess = offsetMinutes(utcOffset(utcMidnight, timeZone));
  return `${date}T00:00:00${utcOffset(utcMidnight - guess * 60_000, timeZone)}`;
}

/**
 * The zone of the person reading, as their browser reports it ("America/Chicago" for a Houston
 * client), or `fallback` where none is known (on the server, or an unknown name).
 */
export function readerTimeZone(fallback: string): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (typeof zone !== 'string' || zone === '') return fallback;
    formatter(zone);
    return zone;
  } catch {
    return fallback;
  }
}
