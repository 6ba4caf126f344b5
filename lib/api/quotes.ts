import type { DocumentQuoteInput, PortugueseQuoteInput } from '@/lib/pricing/input-schema';
import type { QuoteRequestContact } from '@/lib/validation/forms/quote-request';
import { quoteTotalCents, submitToApi, toFormData, type MultipartBody, type SpamFields, type SubmissionReceipt, type SubmitOptions } from './submit';

/** The figure the browser showed, so the server can flag a difference from its own. */
export interface ClientQuote {
  totalCents: number;
  lines: { id: string; amountCents: number }[];
}

/**
 * The details of `POST quotes`, sent as JSON in the `data` part: which calculator, its input
 * (`quote`, validated by that calculator's schema), the figure the visitor saw and the contact
 * fields. The documents go as `files` parts; the server counts their words again.
 */
export type QuoteRequestData = QuoteRequestContact &
  SpamFields & { clientQuote: ClientQuote } & (
    | { calculator: 'document'; quote: DocumentQuoteInput }
    | { calculator: 'portuguese'; quote: PortugueseQuoteInput }
  );

export interface QuoteReceipt extends SubmissionReceipt {
  /** The server's total in cents. */
  totalCents?: number;
  /** ISO date-time until which the price holds. */
  validUntil?: string;
}

export async function submitQuoteRequest(body: MultipartBody<QuoteRequestData>, options: SubmitOptions): Promise<QuoteReceipt> {
  const receipt = await submitToApi('quotes', toFormData(body), options);
  const totalCents = quoteTotalCents(receipt);
  const { validUntil } = receipt;
  return {
    reference: receipt.reference,
    ...(totalCents === undefined ? {} : { totalCents }),
    ...(typeof validUntil === 'string' ? { validUntil } : {}),
  };
}
