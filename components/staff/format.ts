/** A timestamp as staff read it: date and time in their own zone. */
export function formatWhen(date: Date | null): string {
  if (!date) return '—';
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** `limit` and `offset` from a list's query (50 from 0 unless set). */
export function pageQuery(params: URLSearchParams): { limit: number; offset: number } {
  const offset = Number(params.get('offset') ?? 0);
  return { limit: 50, offset: Number.isInteger(offset) && offset >= 0 ? offset : 0 };
}
