const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats integer cents as US dollars: 123450 → "$1,234.50", -500 → "-$5.00". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Formats billed minutes for labels and reasons: 90 → "1 h 30 min", 120 → "2 h", 45 → "45 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

// Intl formatters are costly to build; quotes are recomputed on every keystroke.
const counts = new Intl.NumberFormat('en-US');
const longDates = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const weekdays = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

/** 2950 → "2,950". */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** "2025-09-15" → "Monday, September 15, 2025". */
export function formatLongDate(isoDate: string): string {
  return longDates.format(Date.parse(`${isoDate}T12:00:00Z`));
}

/** "2025-09-13" → "Saturday". */
export function weekdayName(isoDate: string): string {
  return weekdays.format(Date.parse(`${isoDate}T12:00:00Z`));
}
