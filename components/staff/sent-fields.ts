import { formatCents } from '@/lib/pricing/format';
import { isRecord } from '@/lib/validation/values';
import { describeValue } from './audit-changes';

/*
 * What a visitor sent, as staff read it: each stored field under its form's label where the form
 * has one, nested records field by field ("Address: City"), money in dollars, languages by name,
 * never JSON.
 */

/** A field of what was sent, in words. */
export interface SentField {
  label: string;
  value: string;
}

/** "preferredContactMethod" → "Preferred contact method". */
function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How values that are codes read in words: an instant (an ISO string), a language (its slug). */
export interface ValueWords {
  instant?: (iso: string) => string;
  /** "polish" → "Polish"; a slug it does not know stays as it is. */
  language?: (slug: string) => string;
}

/** `sourceLanguage`, `targetLanguage`, `language`: fields that hold one language's slug. */
const languageKey = /^(?:[a-z]+Language|language)$/;

interface Place {
  /** The dotted path of the record the fields are in (`address`), '' at the top. */
  path: string;
  /** Its label, which its fields' labels start with ("Address: City"). */
  label: string;
}

/**
 * The fields of a stored document in words. `labels` are its form's, by dotted path
 * (`address.city`); a field without one is named after its key.
 */
export function sentFields(
  document: unknown,
  labels: Readonly<Record<string, string>> = {},
  words: ValueWords = {},
  place: Place = { path: '', label: '' },
): SentField[] {
  if (!isRecord(document)) return [];
  return Object.entries(document).flatMap(([key, value]) => {
    const path = place.path === '' ? key : `${place.path}.${key}`;
    const own = labels[path] ?? humanise(key);
    const label = place.label === '' ? own : `${place.label}: ${own}`;
    if (value === undefined) return [];
    if (isRecord(value)) return sentFields(value, labels, words, { path, label });
    if (key.endsWith('Cents') && typeof value === 'number') return [{ label, value: formatCents(value) }];
    if (languageKey.test(key) && typeof value === 'string' && words.language !== undefined) return [{ label, value: words.language(value) }];
    return [{ label, value: describeValue(value, words.instant) }];
  });
}
