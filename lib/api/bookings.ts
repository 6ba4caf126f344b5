import type { OnSiteQuoteInput, RemoteQuoteInput } from '@/lib/pricing/input-schema';
import type { OnSiteBooking, RemoteBooking } from '@/lib/validation/forms/bookings';
import type { QuoteRequestContact } from '@/lib/validation/forms/quote-request';
import type { ClientQuote } from './quotes';
import { quoteTotalCents, submitToApi, type SpamFields, type SubmissionReceipt, type SubmitOptions } from './submit';

type BookingBase = QuoteRequestContact &
  SpamFields & {
    /** The figure the visitor was shown; left out when the booking moved the quote's time or length. */
    clientQuote?: ClientQuote;
  };

/**
 * `POST bookings`: the calculator's input (`quote`, which the server prices again and which
 * must be for the booked time and length), the booking details and the contact fields.
 */
export type BookingBody =
  | (BookingBase & { kind: 'on-site'; quote: OnSiteQuoteInput; booking: OnSiteBooking })
  | (BookingBase & { kind: 'remote'; quote: RemoteQuoteInput; booking: RemoteBooking });

export interface BookingReceipt extends SubmissionReceipt {
  /** The server's total in cents. */
  totalCents?: number;
}

export async function submitBooking(body: BookingBody, options: SubmitOptions): Promise<BookingReceipt> {
  const receipt = await submitToApi('bookings', body, options);
  const totalCents = quoteTotalCents(receipt);
  return { reference: receipt.reference, ...(totalCents === undefined ? {} : { totalCents }) };
}
