/** A timestamp as staff read it: date and time in their own zone, named ("Jun 2, 2026, 9:00 AM CDT"). */
export function formatWhen(date: Date | null): string {
  if (!date) return '—';
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

/** `limit` and `offset` from a list's query (50 from 0 unless set). */
export function pageQuery(params: URLSearchParams): { limit: number; offset: number } {
  const offset = Number(params.get('offset') ?? 0);
  return { limit: 50, offset: Number.isInteger(offset) && offset >= 0 ? offset : 0 };
}

/** A professional's rating as staff read it; nobody is given a figure before rated work. */
export function formatRating(rating: number | null): string {
  return rating === null ? 'No rating yet' : `${rating.toFixed(1)} of 5`;
}

const rateUnits = [
  ['perWordCents', 'a word'],
  ['perHourCents', 'an hour'],
  ['perMinuteCents', 'an audio minute'],
] as const;

/** "$0.12 a word; $60.00 an hour", or that there is none. */
export function formatRates(rates: Partial<Record<(typeof rateUnits)[number][0], number>>): string {
  const parts = rateUnits.flatMap(([key, unit]) => {
    const cents = rates[key];
    return cents === undefined ? [] : [`$${(cents / 100).toFixed(2)} ${unit}`];
  });
  return parts.length > 0 ? parts.join('; ') : 'No rate stated: offers pay what the project states';
}

/** A file's size as staff read it: bytes, KB or MB. */
export const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
