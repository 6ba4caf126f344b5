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
