import { describe, expect, it } from 'vitest';
import { describeOutcome } from '@/components/calculators/outcome';
import { createTranslator } from '@/lib/i18n/translate';
import type { PricingError, QuoteResult } from '@/lib/pricing/types';
import en from '@/locales/en.json';

const t = createTranslator(en);
const fieldOf = (path: string) => (path.startsWith('documents') ? 'count' : path);
const failure = (error: PricingError): QuoteResult => ({ ok: false, error });

describe('what a calculator shows for a result', () => {
  it('shows a missing choice as a prompt, and under its field only once touched', () => {
    const result = failure({
      code: 'invalid_input',
      message: 'Choose a source language from the list',
      fields: { sourceLanguage: 'Choose a source language from the list' },
    });
    expect(describeOutcome(result, {}, t, fieldOf, () => false)).toEqual({
      panel: { kind: 'prompt', message: 'Choose a source language from the list' },
      errors: {},
    });
    expect(describeOutcome(result, {}, t, fieldOf, () => true).errors).toEqual({ sourceLanguage: 'Choose a source language from the list' });
  });

  it('shows a rule that rules the order out as an error', () => {
    const message = 'Rush turnaround (next business day) is available for up to 5 pages; this order has 9.';
    const outcome = describeOutcome(failure({ code: 'rush_limit_exceeded', message, fields: { turnaround: message } }), {}, t, fieldOf, () => true);
    expect(outcome).toEqual({ panel: { kind: 'error', message }, errors: { turnaround: message } });
  });

  it('maps nested paths to the field that holds them', () => {
    const outcome = describeOutcome(
      failure({ code: 'invalid_input', message: 'x', fields: { 'documents.0.words': 'Enter the word count as a whole number' } }),
      {},
      t,
      fieldOf,
      () => true,
    );
    expect(outcome.errors).toEqual({ count: 'Enter the word count as a whole number' });
  });

  it('puts typing problems first, in words, without asking the engine', () => {
    const outcome = describeOutcome(undefined, { count: 'whole-number' }, t, fieldOf, () => false);
    expect(outcome.errors).toEqual({ count: 'Enter a whole number, such as 1200.' });
    expect(outcome.panel).toEqual({ kind: 'prompt', message: 'Enter a whole number, such as 1200.' });
  });
});
