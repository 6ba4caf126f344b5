/** The calendar languages the date-time picker has. */
export type PickerLocale = 'en' | 'tr';

/** The first of the visitor's languages the picker has (`tr-TR` → `tr`), else the configured one. */
export function pickerLocaleFor(languages: readonly string[], configured: PickerLocale): PickerLocale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'tr' || primary === 'en') return primary;
  }
  return configured;
}
