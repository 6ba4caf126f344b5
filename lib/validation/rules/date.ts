import { defineRule, type Rule } from './define';

/** The current time in epoch milliseconds; injected so schemas and tests control "now". */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

/** `2026-03-14T09:30`, optional seconds and fraction, and a required `Z` or `±HH:MM` offset. */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function isCalendarDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An ISO 8601 date-time with an explicit offset, so the instant is never ambiguous. */
export const datetime = (): Rule<string> =>
  defineRule('datetime', (v) => {
    const match = ISO_DATE_TIME.exec(v);
    return match !== null && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
  });

/**
 * A date-time after `clock()`. Text that is not a date-time passes, because `datetime`
 * reports it; use both.
 */
export const future = (clock: Clock = systemClock): Rule<string> =>
  defineRule('future', (v) => {
    const at = Date.parse(v);
    return Number.isNaN(at) || !ISO_DATE_TIME.test(v) || at > clock();
  });

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone the runtime knows, such as `America/New_York`. */
export const timezone = (): Rule<string> => defineRule('timezone', isTimeZone);
