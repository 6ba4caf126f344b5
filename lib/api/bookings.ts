import type { OnSiteQuoteInput, RemoteQuoteInput } from '@/lib/pricing/input-schema';
import type { OnSiteBooking, RemoteBooking } from '@/lib/validation/forms/bookings';
import type { QuoteRequestContact } from '@/lib/validation/forms/quote-request';
import { submitToApi, type SpamFields, type SubmissionReceipt, type SubmitOptions } from './submit';

/** Who books: the contact part of a quote request, without the translator's notes. */
export type BookingContact = Pick<QuoteRequestContact, 'name' | 'email' | 'telephone' | 'preferredContactMethod'>;

interface BookingBase extends SpamFields {
  contact: BookingContact;
  /** The total the visitor was shown, in cents; left out when the booking changed the quote's date or length. */
  clientTotalCents?: number;
}

/**
 * `POST bookings`: the calculator's input (`quote`, which the server prices again), the
 * booking details validated by the on-site or remote booking schema, and the contact.
 */
export type BookingBody =
  | (BookingBase & { kind: 'on-site'; quote: OnSiteQuoteInput; details: OnSiteBooking })
  | (BookingBase & { kind: 'remote'; quote: RemoteQuoteInput; details: RemoteBooking });

export async function submitBooking(body: BookingBody, options: SubmitOptions): Promise<SubmissionReceipt> {
  const { reference } = await submitToApi('bookings', body, options);
  return { reference };
}
