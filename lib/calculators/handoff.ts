import type { DocumentQuoteInput, OnSiteQuoteInput, PortugueseQuoteInput, RemoteQuoteInput } from '@/lib/pricing/input-schema';
import type { Quote } from '@/lib/pricing/types';
import type { BookingSetting } from '@/lib/validation/forms/options';

export type CalculatorKind = 'document' | 'portuguese' | 'on-site' | 'remote';

interface PayloadBase {
  /** The quote as computed in the browser; the server recomputes it from `input` and must agree. */
  quote: Quote;
  /** The address that reopens this quote (every field except the files). */
  shareUrl: string;
}

/**
 * What "Request this quote" hands to the request form: the engine input (valid
 * for `createQuoteRequestSchema(<the calculator's input schema>)`), the quote
 * and, for documents, the files the quote was counted from.
 */
export type QuoteRequestPayload =
  | (PayloadBase & { calculator: 'document'; input: DocumentQuoteInput; files: File[] })
  | (PayloadBase & { calculator: 'portuguese'; input: PortugueseQuoteInput; files: File[] })
  | (PayloadBase & { calculator: 'on-site'; input: OnSiteQuoteInput; setting: BookingSetting })
  | (PayloadBase & { calculator: 'remote'; input: RemoteQuoteInput });
