import type { SelectOption } from '@/components/ui/select-options';
import { ENGLISH } from '@/lib/calculators/language-option';
import { applicationLabels, languagesOfPairs } from '@/lib/validation/forms/application';
import { isRecord } from '@/lib/validation/values';
import { describeValue } from './audit-changes';

/*
 * An application's answers as staff read them: the form's own labels, language pairs as
 * "Polish → English", asking rates in dollars with their unit, lists joined, never JSON.
 */

/** A language's name from its slug, as the application's list names it; a slug it does not know stays as it is. */
export type LanguageName = (slug: string) => string;

const asIs: LanguageName = (slug) => slug;

/** Names languages from the lists staff choose from (English, on one side of every pair, is not among them). */
export function languageNames(languages: readonly SelectOption[]): LanguageName {
  const names = new Map(languages.map((language) => [language.value, language.label]));
  names.set(ENGLISH.slug, ENGLISH.name);
  return (slug) => names.get(slug) ?? slug;
}

const rateUnits: Record<string, string> = { perWordCents: 'a word', perHourCents: 'an hour', perMinuteCents: 'an audio minute' };
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function labelOf(key: string): string {
  const labels: Record<string, string> = applicationLabels;
  return labels[key] ?? key;
}

/** One answer of an application: its label and its value in words. */
export function applicationField(key: string, value: unknown, languageName: LanguageName = asIs): { label: string; value: string } {
  const label = labelOf(key);
  if (key === 'languagePairs' && Array.isArray(value)) {
    const named = (side: unknown) => (typeof side === 'string' ? languageName(side) : describeValue(side));
    const pairs = value.map((pair) => (isRecord(pair) ? `${named(pair.source)} → ${named(pair.target)}` : describeValue(pair)));
    return { label, value: pairs.length === 0 ? '—' : pairs.join('; ') };
  }
  if (key === 'rates' && isRecord(value)) {
    const rates = Object.entries(value).flatMap(([unit, cents]) => (typeof cents === 'number' ? [`${dollars(cents)} ${rateUnits[unit] ?? unit}`] : []));
    return { label, value: rates.length === 0 ? '—' : rates.join('; ') };
  }
  return { label, value: describeValue(value) };
}

/** Every answer of an application, in the order it was sent (`applicationField`). */
export function applicationFields(body: unknown, languageName: LanguageName = asIs): { label: string; value: string }[] {
  return isRecord(body) ? Object.entries(body).map(([key, value]) => applicationField(key, value, languageName)) : [];
}

/** The languages an application's pairs name besides English, as approving it would take them: what approval preselects. */
export function appliedLanguages(body: unknown): string[] {
  const pairs = isRecord(body) && Array.isArray(body.languagePairs) ? body.languagePairs : [];
  return languagesOfPairs(
    pairs.flatMap((pair) =>
      isRecord(pair) && typeof pair.source === 'string' && typeof pair.target === 'string' ? [{ source: pair.source, target: pair.target }] : [],
    ),
  );
}
