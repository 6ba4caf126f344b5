import type { CalculatorKind } from '@/lib/api/contract/quote-requests';
import {
  quoteDocumentTranslationUnchecked,
  quoteOnSiteInterpretationUnchecked,
  quotePortugueseImmigrationUnchecked,
  quoteRemoteInterpretationUnchecked,
  quoteTranscriptionUnchecked,
  type PricingContext,
  type Quote,
  type QuoteResult,
} from '@/lib/pricing';
import { ApiError } from '../http/errors';

export type { CalculatorKind };

/**
 * Prices any calculator's input with the shared engine; nothing is stored. The engine validates
 * the input with the calculator's schema itself (invalid input is an `invalid_input` result with
 * one message per field), so it is parsed once, there.
 */
export function priceQuote(kind: CalculatorKind, input: unknown, ctx: PricingContext): QuoteResult {
  switch (kind) {
    case 'document':
      return quoteDocumentTranslationUnchecked(input, ctx);
    case 'portuguese':
      return quotePortugueseImmigrationUnchecked(input, ctx);
    case 'on-site':
      return quoteOnSiteInterpretationUnchecked(input, ctx);
    case 'remote':
      return quoteRemoteInterpretationUnchecked(input, ctx);
    case 'transcription':
      return quoteTranscriptionUnchecked(input, ctx);
  }
}

/** The quote, or a 422 carrying the engine's code, message and fields (under `prefix`). */
export function requireQuote(result: QuoteResult, prefix = ''): Quote {
  if (result.ok) return result.quote;
  const fields = Object.fromEntries(Object.entries(result.error.fields ?? {}).map(([path, message]) => [`${prefix}${path}`, message]));
  throw new ApiError(422, result.error.message, { code: result.error.code, fields });
}

/** What goes to the translator: everything except notarization, apostilles and mailing. */
const companyLines = new Set(['notarization', 'apostille', 'hard-copy']);
export function workCents(quote: Quote): number {
  return quote.lines.filter((line) => !companyLines.has(line.id)).reduce((sum, line) => sum + line.amountCents, 0);
}
