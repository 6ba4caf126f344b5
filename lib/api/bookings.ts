import type { RequestBody, ResponseData } from './contract/routes';
import { quoteTotalCents, submitToApi, type SpamFields, type SubmissionReceipt, type SubmitOptions } from './submit';

/**
 * `POST bookings`: the calculator's input (`quote`, which the server prices again and which
 * must be for the booked time and length), the booking details and the contact fields. The
 * figure the visitor was shown (`clientQuote`) is left out when the booking moved the quote's time or length.
 */
export type BookingBody = RequestBody<'createBooking'> & SpamFields;

export interface BookingReceipt extends SubmissionReceipt {
  /** The server's total in cents. */
  totalCents?: ResponseData<'createBooking'>['quote']['totalCents'];
  /** The private token of the order the booking became (`/orders/?token=`). */
  orderToken?: ResponseData<'createBooking'>['orderToken'];
}

export async function submitBooking(body: BookingBody, options: SubmitOptions): Promise<BookingReceipt> {
  const receipt = await submitToApi('bookings', body, options);
  const totalCents = quoteTotalCents(receipt);
  const orderToken = receipt['orderToken' satisfies keyof ResponseData<'createBooking'>];
  return { reference: receipt.reference, ...(totalCents === undefined ? {} : { totalCents }), ...(typeof orderToken === 'string' ? { orderToken } : {}) };
}
