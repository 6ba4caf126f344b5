/** What a visitor typed into a count field: nothing, a whole number, or something else. */
export type TypedCount = { kind: 'blank' } | { kind: 'number'; value: number } | { kind: 'invalid' };

/** Reads "1,200", " 1200 " or "1 200" as 1200; decimals, signs and letters are invalid. */
export function readCount(text: string): TypedCount {
  const compact = text.trim().replace(/[\s,]/g, '');
  if (compact === '') return { kind: 'blank' };
  if (!/^\d{1,9}$/.test(compact)) return { kind: 'invalid' };
  return { kind: 'number', value: Number(compact) };
}

/** Splits a whole number into `parts` whole numbers that differ by at most one, largest first. */
export function splitEvenly(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const extra = total % parts;
  return Array.from({ length: parts }, (_, index) => base + (index < extra ? 1 : 0));
}
