import type { z } from 'zod';
import type { clientQuoteSchema } from './contract/quote-requests';
import type { RequestBody, ResponseData } from './contract/routes';
import { quoteTotalCents, submitToApi, toFormData, type MultipartBody, type SpamFields, type SubmissionReceipt, type SubmitOptions } from './submit';

/** The figure the browser showed, so the server can flag a difference from its own. */
export type ClientQuote = NonNullable<z.input<typeof clientQuoteSchema>>;

/**
 * The details of `POST quotes`, sent as JSON in the `data` part: which calculator, its input
 * (`quote`, validated by that calculator's schema), the figure the visitor saw and the contact
 * fields. The documents go as `files` parts; the server counts their words again.
 */
export type QuoteRequestData = Extract<RequestBody<'createQuoteRequest'>, { calculator: 'document' | 'portuguese' }> &
  SpamFields & { clientQuote: ClientQuote };

type QuoteAnswer = ResponseData<'createQuoteRequest'>;

export interface QuoteReceipt extends SubmissionReceipt {
  /** The server's total in cents. */
  totalCents?: QuoteAnswer['quote']['totalCents'];
  /** ISO date-time until which the price holds. */
  validUntil?: QuoteAnswer['validUntil'];
  /** The private token of the order the request became (`/orders/?token=`). */
  orderToken?: QuoteAnswer['orderToken'];
}

export async function submitQuoteRequest(body: MultipartBody<QuoteRequestData>, options: SubmitOptions): Promise<QuoteReceipt> {
  const receipt = await submitToApi('quotes', toFormData(body), options);
  const totalCents = quoteTotalCents(receipt);
  const validUntil = receipt['validUntil' satisfies keyof QuoteAnswer];
  const orderToken = receipt['orderToken' satisfies keyof QuoteAnswer];
  return {
    reference: receipt.reference,
    ...(typeof orderToken === 'string' ? { orderToken } : {}),
    ...(totalCents === undefined ? {} : { totalCents }),
    ...(typeof validUntil === 'string' ? { validUntil } : {}),
  };
}
