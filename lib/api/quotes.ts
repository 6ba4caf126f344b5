import type { DocumentQuoteInput, PortugueseQuoteInput } from '@/lib/pricing/input-schema';
import type { QuoteRequestContact } from '@/lib/validation/forms/quote-request';
import { submitToApi, toFormData, type MultipartBody, type SpamFields, type SubmissionReceipt, type SubmitOptions } from './submit';

/**
 * The details of `POST quotes`, sent as JSON in the `data` part: the calculator's input
 * (`quote`, validated by that calculator's input schema), the total the visitor saw and the
 * contact part. The documents go as `files` parts; the server counts their words again.
 */
export type QuoteRequestData = QuoteRequestContact &
  SpamFields & { clientTotalCents: number } & (
    | { calculator: 'document'; quote: DocumentQuoteInput }
    | { calculator: 'portuguese'; quote: PortugueseQuoteInput }
  );

export interface QuoteReceipt extends SubmissionReceipt {
  /** The server's total in cents, when it says. */
  totalCents?: number;
  /** ISO date-time until which the price holds. */
  validUntil?: string;
}

export async function submitQuoteRequest(body: MultipartBody<QuoteRequestData>, options: SubmitOptions): Promise<QuoteReceipt> {
  const receipt = await submitToApi('quotes', toFormData(body), options);
  const { totalCents, validUntil } = receipt;
  return {
    reference: receipt.reference,
    ...(typeof totalCents === 'number' ? { totalCents } : {}),
    ...(typeof validUntil === 'string' ? { validUntil } : {}),
  };
}
