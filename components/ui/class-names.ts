/** Joins the class names that apply, skipping false and missing ones (CSS Module lookups may be undefined). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter((name) => typeof name === 'string' && name !== '').join(' ');
}
