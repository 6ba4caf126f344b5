import { z } from 'zod';
import {
  documentQuoteInputSchema,
  onSiteQuoteInputSchema,
  portugueseQuoteInputSchema,
  quoteDocumentTranslation,
  quoteOnSiteInterpretation,
  quotePortugueseImmigration,
  quoteRemoteInterpretation,
  quoteTranscription,
  remoteQuoteInputSchema,
  transcriptionQuoteInputSchema,
  type PricingContext,
  type Quote,
  type QuoteResult,
} from '@/lib/pricing';
import { ApiError } from '../http/errors';

/** The calculators, as the site names them (`document`, `portuguese`, `on-site`, `remote`) plus transcription. */
export const calculatorKinds = ['document', 'portuguese', 'on-site', 'remote', 'transcription'] as const;
export type CalculatorKind = (typeof calculatorKinds)[number];

export const calculatorField = z.enum(calculatorKinds, {
  error: `Say which calculator the quote comes from: ${calculatorKinds.join(', ')}.`,
});

/** The engine's own messages, one per field, when the input doesn't fit its schema. */
function invalidInput(error: z.ZodError): QuoteResult {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || 'input'] ??= issue.message;
  return { ok: false, error: { code: 'invalid_input', message: error.issues[0]?.message ?? 'The quote input is not valid.', fields } };
}

/** Prices any calculator's input with the shared engine; nothing is stored. */
export function priceQuote(kind: CalculatorKind, input: unknown, ctx: PricingContext): QuoteResult {
  switch (kind) {
    case 'document': {
      const parsed = documentQuoteInputSchema.safeParse(input);
      return parsed.success ? quoteDocumentTranslation(parsed.data, ctx) : invalidInput(parsed.error);
    }
    case 'portuguese': {
      const parsed = portugueseQuoteInputSchema.safeParse(input);
      return parsed.success ? quotePortugueseImmigration(parsed.data, ctx) : invalidInput(parsed.error);
    }
    case 'on-site': {
      const parsed = onSiteQuoteInputSchema.safeParse(input);
      return parsed.success ? quoteOnSiteInterpretation(parsed.data, ctx) : invalidInput(parsed.error);
    }
    case 'remote': {
      const parsed = remoteQuoteInputSchema.safeParse(input);
      return parsed.success ? quoteRemoteInterpretation(parsed.data, ctx) : invalidInput(parsed.error);
    }
    case 'transcription': {
      const parsed = transcriptionQuoteInputSchema.safeParse(input);
      return parsed.success ? quoteTranscription(parsed.data, ctx) : invalidInput(parsed.error);
    }
  }
}

/** The quote, or a 422 carrying the engine's code, message and fields (under `prefix`). */
export function requireQuote(result: QuoteResult, prefix = ''): Quote {
  if (result.ok) return result.quote;
  const fields = Object.fromEntries(Object.entries(result.error.fields ?? {}).map(([path, message]) => [`${prefix}${path}`, message]));
  throw new ApiError(422, result.error.message, { code: result.error.code, fields });
}

/** The figure the browser showed, sent with a request so the server can flag a difference. */
export const clientQuoteSchema = z
  .object({
    totalCents: z.int().min(0),
    lines: z.array(z.object({ id: z.string(), amountCents: z.int() })).optional(),
  })
  .optional()
  .catch(undefined);

/** What goes to the translator: everything except notarization, apostilles and mailing. */
const companyLines = new Set(['notarization', 'apostille', 'hard-copy']);
export function workCents(quote: Quote): number {
  return quote.lines.filter((line) => !companyLines.has(line.id)).reduce((sum, line) => sum + line.amountCents, 0);
}
