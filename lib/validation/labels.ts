/**
 * Field labels by dotted path, as the messages put them into `{field}`. A list's items share
 * one entry without the index: `languagePairs.target` labels `languagePairs.3.target`.
 */
export type FieldLabels = Readonly<Record<string, string>>;

/** Labels for a form: one for every top-level field of `T`, plus any nested paths. */
export type LabelsFor<T> = Readonly<Record<keyof T & string, string>> & FieldLabels;

/** The key an error is filed under: the dotted path, or `root` for the form as a whole (as react-hook-form names it). */
export function pathKey(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'root' : path.map(String).join('.');
}

/** The label for a path: exact, then without list indices, then its top-level field, then the path itself. */
export function labelFor(path: readonly PropertyKey[], labels: FieldLabels): string {
  const segments = path.map(String);
  const candidates = [segments.join('.'), segments.filter((s) => !/^\d+$/.test(s)).join('.'), segments[0] ?? ''];
  for (const candidate of candidates) {
    const label = labels[candidate === '' ? 'root' : candidate];
    if (label !== undefined) return label;
  }
  return segments.length === 0 ? 'This form' : segments.join('.');
}
