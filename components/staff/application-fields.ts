import { applicationLabels, languagesOfPairs } from '@/lib/validation/forms/application';
import { isRecord } from '@/lib/validation/values';
import { describeValue } from './audit-changes';

/*
 * An application's answers as staff read them: the form's own labels, language pairs as
 * "polish → english", asking rates in dollars with their unit, lists joined, never JSON.
 */

const rateUnits: Record<string, string> = { perWordCents: 'a word', perHourCents: 'an hour', perMinuteCents: 'an audio minute' };
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function labelOf(key: string): string {
  const labels: Record<string, string> = applicationLabels;
  return labels[key] ?? key;
}

/** One answer of an application: its label and its value in words. */
export function applicationField(key: string, value: unknown): { label: string; value: string } {
  const label = labelOf(key);
  if (key === 'languagePairs' && Array.isArray(value)) {
    const pairs = value.map((pair) => (isRecord(pair) ? `${describeValue(pair.source)} → ${describeValue(pair.target)}` : describeValue(pair)));
    return { label, value: pairs.length === 0 ? '—' : pairs.join('; ') };
  }
  if (key === 'rates' && isRecord(value)) {
    const rates = Object.entries(value).flatMap(([unit, cents]) => (typeof cents === 'number' ? [`${dollars(cents)} ${rateUnits[unit] ?? unit}`] : []));
    return { label, value: rates.length === 0 ? '—' : rates.join('; ') };
  }
  return { label, value: describeValue(value) };
}

/** Every answer of an application, in the order it was sent (`applicationField`). */
export function applicationFields(body: unknown): { label: string; value: string }[] {
  return isRecord(body) ? Object.entries(body).map(([key, value]) => applicationField(key, value)) : [];
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
