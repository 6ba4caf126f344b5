import type { SelectOption } from '@/components/ui/select-options';

/** What staff choose a professional's work from, by name: the catalog's languages, metro areas and platforms. */
export interface WorkChoices {
  languages: readonly SelectOption[];
  locations: readonly SelectOption[];
  platforms: readonly SelectOption[];
}

/**
 * `options` and any of `values` they lack, named by its slug: a language the catalog no longer
 * offers stays in sight on a professional, for staff to remove (the API refuses it), instead of
 * vanishing from the control and from the record on the next save.
 */
export function optionsWith(options: readonly SelectOption[], values: readonly string[]): readonly SelectOption[] {
  const known = new Set(options.map((option) => option.value));
  const missing = values.filter((value) => !known.has(value));
  return missing.length === 0 ? options : [...options, ...missing.map((value) => ({ value, label: value }))];
}

/** Slugs as people read them, "Czech, Polish"; a slug the list lacks as it is, "—" for none. */
export function namesOf(values: readonly string[], options: readonly SelectOption[]): string {
  if (values.length === 0) return '—';
  const names = new Map(options.map((option) => [option.value, option.label]));
  return values.map((value) => names.get(value) ?? value).join(', ');
}
