/** Value helpers shared by the rules: what counts as empty, and reading a field by its dotted path. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Empty in the sense every rule but `required` and `required_if` skips: nothing there yet.
 * Skipping empties is what lets one rule serve both required and optional fields.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Missing for `required`: empty, blank text, NaN (an empty number input) or an unticked box. */
export function isMissing(value: unknown): boolean {
  if (isEmpty(value) || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  return typeof value === 'number' && Number.isNaN(value);
}

/** The value at a dotted path such as `rates.perWordCents`, or undefined when any step is missing. */
export function valueAt(data: unknown, path: string): unknown {
  let current: unknown = data;
  for (const key of path.split('.')) {
    if (Array.isArray(current) && /^\d+$/.test(key)) current = current[Number(key)];
    else if (isRecord(current)) current = current[key];
    else return undefined;
  }
  return current;
}

/** Dotted paths into an object type, two levels deep, for cross-field rules. */
export type FieldPath<T> = {
  [K in keyof T & string]: NonNullable<T[K]> extends readonly unknown[]
    ? K
    : NonNullable<T[K]> extends Record<string, unknown>
      ? K | `${K}.${keyof NonNullable<T[K]> & string}`
      : K;
}[keyof T & string];
