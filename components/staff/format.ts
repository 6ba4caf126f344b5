/** A timestamp as staff read it: date and time in their own zone. */
export function formatWhen(date: Date | null): string {
  if (!date) return '—';
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Whether a row's visible text contains the search words (case-insensitive); no words match every row. */
export function matchesSearch(search: string, ...texts: readonly (string | null | undefined)[]): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** `limit` and `offset` from a list's query (50 from 0 unless set). */
export function pageQuery(params: URLSearchParams): { limit: number; offset: number } {
  const offset = Number(params.get('offset') ?? 0);
  return { limit: 50, offset: Number.isInteger(offset) && offset >= 0 ? offset : 0 };
}
