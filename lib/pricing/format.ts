/**
 * Intl formatters are costly to build (the first one loads the locale data) and most pages that
 * import this module never need one: they are built on first use, then kept (quotes are
 * recomputed on every keystroke).
 */
function lazily<T>(build: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= build());
}
const usd = lazily(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/**
 * Whole numbers written as en-US Intl writes them ("-1,234,567"), without Intl: a quote formats
 * a dozen numbers, and each Intl call costs more than the arithmetic of the quote. Anything
 * else (fractions, -0, beyond 2^53) returns undefined and is left to Intl.
 */
function groupedInteger(value: number): string | undefined {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return undefined;
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** Formats integer cents as US dollars: 123450 → "$1,234.50", -500 → "-$5.00". */
export function formatCents(cents: number): string {
  // Past 10^15 cents, cents / 100 loses the last digit; Intl keeps the final say there.
  const dollars = Number.isSafeInteger(cents) && Math.abs(cents) <= 1e15 ? groupedInteger(Math.trunc(Math.abs(cents) / 100)) : undefined;
  if (dollars === undefined || Object.is(cents, -0)) return usd().format(cents / 100);
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

/** Formats billed minutes for labels and reasons: 90 → "1 h 30 min", 120 → "2 h", 45 → "45 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const counts = lazily(() => new Intl.NumberFormat('en-US'));
const longDates = lazily(() => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
const weekdays = lazily(() => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }));

/** 2950 → "2,950". */
export function formatCount(value: number): string {
  return groupedInteger(value) ?? counts().format(value);
}

/** "2025-09-15" → "Monday, September 15, 2025". */
export function formatLongDate(isoDate: string): string {
  return longDates().format(Date.parse(`${isoDate}T12:00:00Z`));
}

/** "2025-09-13" → "Saturday". */
export function weekdayName(isoDate: string): string {
  return weekdays().format(Date.parse(`${isoDate}T12:00:00Z`));
}
