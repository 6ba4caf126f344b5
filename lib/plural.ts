const rules = new Intl.PluralRules('en-US');

/**
 * "1 business day", "3 business days", "1,250 words": the count and the noun in the form English
 * takes for it. `plural` is the noun's plural when it isn't the singular plus "s".
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${rules.select(count) === 'one' ? singular : pluralForm}`;
}
