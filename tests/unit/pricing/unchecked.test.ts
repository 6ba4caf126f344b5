import { describe, expect, it } from 'vitest';
import {
  quoteDocumentTranslation,
  quoteDocumentTranslationUnchecked,
  quoteOnSiteInterpretationUnchecked,
  quotePortugueseImmigrationUnchecked,
  quoteRemoteInterpretationUnchecked,
  quoteTranscriptionUnchecked,
  type DocumentQuoteInput,
} from '@/lib/pricing';
import { context, expectError } from './fixture';

const calculators = [
  ['document', quoteDocumentTranslationUnchecked],
  ['portuguese', quotePortugueseImmigrationUnchecked],
  ['on-site', quoteOnSiteInterpretationUnchecked],
  ['remote', quoteRemoteInterpretationUnchecked],
  ['transcription', quoteTranscriptionUnchecked],
] as const;

describe('calculators given unchecked input (an API body)', () => {
  it.each(calculators.flatMap(([name, quote]) => [null, 'certified', [], { service: 42 }].map((input) => [name, quote, input] as const)))(
    '%s answers invalid_input for %j rather than throwing',
    (_name, quote, input) => {
      const error = expectError(quote(input, context()));
      expect(error.code).toBe('invalid_input');
      expect(Object.keys(error.fields ?? {}).length).toBeGreaterThan(0);
    },
  );

  it('prices valid input exactly as the typed calculator does', () => {
    const input: DocumentQuoteInput = { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ words: 600 }] };
    expect(quoteDocumentTranslationUnchecked(JSON.parse(JSON.stringify(input)), context())).toEqual(quoteDocumentTranslation(input, context()));
  });
});
