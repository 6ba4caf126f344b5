/**
 * Time-zone arithmetic with Intl only, so the engine bundles for the browser.
 * Wall-clock times are local to an IANA zone; instants are epoch milliseconds.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

function measuredOffsetMs(instantMs: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(fields.year ?? 1970, (fields.month ?? 1) - 1, fields.day ?? 1, fields.hour ?? 0, fields.minute ?? 0, fields.second ?? 0);
  return asUtc - (instantMs - (((instantMs % 1000) + 1000) % 1000));
}

const hourMs = 3_600_000;
/** Per zone, the last UTC hour found to have one offset throughout, and that offset. */
const steadyHours = new Map<string, { hourStartMs: number; offsetMs: number }>();

/**
 * Offset of the zone from UTC at an instant, in milliseconds (New York in winter: -5 h).
 * Measuring takes an Intl formatting pass, and every quote asks about "now", so the answer
 * is kept for the UTC hour around the instant when the offset is the same at both ends of
 * that hour: clocks never change twice within an hour, so it then holds for all of it.
 */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const hourStartMs = Math.floor(instantMs / hourMs) * hourMs;
  const steady = steadyHours.get(timeZone);
  if (steady !== undefined && steady.hourStartMs === hourStartMs) return steady.offsetMs;
  const atStart = measuredOffsetMs(hourStartMs, timeZone);
  if (atStart !== measuredOffsetMs(hourStartMs + hourMs - 1, timeZone)) return measuredOffsetMs(instantMs, timeZone);
  steadyHours.set(timeZone, { hourStartMs, offsetMs: atStart });
  return atStart;
}

/** Local calendar date (YYYY-MM-DD) and minute of the day of an instant in a zone. */
export function zonedClock(instantMs: number, timeZone: string): { date: string; minuteOfDay: number } {
  return wallClock(instantMs + zoneOffsetMs(instantMs, timeZone));
}

/** Splits a "wall clock as if UTC" timestamp into its date and minute of the day. */
export function wallClock(wallMs: number): { date: string; minuteOfDay: number } {
  const wall = new Date(wallMs);
  return {
    date: wall.toISOString().slice(0, 10),
    minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/**
 * The instant of a local date and time (`YYYY-MM-DD`, `HH:mm`) in a zone. A time
 * skipped when clocks spring forward (02:30) resolves to the same wall time on
 * the new offset (03:30); a time that occurs twice in the autumn, to the first.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): number {
  const wallMs = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    Number(time.slice(0, 2)),
    Number(time.slice(3, 5)),
  );
  const first = wallMs - zoneOffsetMs(wallMs, timeZone);
  const second = wallMs - zoneOffsetMs(first, timeZone);
  const matching = [first, second].filter((instant) => instant + zoneOffsetMs(instant, timeZone) === wallMs);
  return matching.length > 0 ? Math.min(...matching) : Math.max(first, second);
}
