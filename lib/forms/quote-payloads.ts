import type { BookingBody, BookingContact } from '@/lib/api/bookings';
import type { QuoteRequestData } from '@/lib/api/quotes';
import type { MultipartBody } from '@/lib/api/submit';
import type { DocumentQuoteInput, OnSiteQuoteInput, PortugueseQuoteInput, RemoteQuoteInput } from '@/lib/pricing/input-schema';
import { zonedClock } from '@/lib/pricing/time-zone';
import type { OnSiteBooking, RemoteBooking } from '@/lib/validation/forms/bookings';
import type { QuoteRequestContact } from '@/lib/validation/forms/quote-request';
import { spamFields, type WithSpam } from './payloads';

/** What a calculator hands over with "Request this quote" for documents. */
export type DocumentQuoteHandoff =
  | { calculator: 'document'; input: DocumentQuoteInput; quote: { totalCents: number }; files: readonly File[] }
  | { calculator: 'portuguese'; input: PortugueseQuoteInput; quote: { totalCents: number }; files: readonly File[] };

/** A quote request as multipart: the quote and contact in `data`, each document as a `files` part. */
export function buildQuoteRequest(handoff: DocumentQuoteHandoff, form: WithSpam<QuoteRequestContact>, formStartedAt: string): MultipartBody<QuoteRequestData> {
  const { company_website: honeypot, formStartedAt: _shown, ...contact } = form;
  const base = { ...contact, clientTotalCents: handoff.quote.totalCents, ...spamFields(honeypot, formStartedAt) };
  const data: QuoteRequestData =
    handoff.calculator === 'document'
      ? { ...base, calculator: 'document', quote: handoff.input }
      : { ...base, calculator: 'portuguese', quote: handoff.input };
  return { data, files: handoff.files.map((file) => ({ field: 'files', file })) };
}

/** A booking form's values: who books, and the booking's details. */
export interface BookingForm<Details> {
  contact: QuoteRequestContact;
  details: Details;
}

function bookingContact({ name, email, telephone, preferredContactMethod }: QuoteRequestContact): BookingContact {
  return { name, email, preferredContactMethod, ...(telephone ? { telephone } : {}) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date (`YYYY-MM-DD`) and time (`HH:mm`) of an ISO instant in a zone, as the calculators write them. */
export function localDateAndTime(iso: string, timeZone: string): { date: string; startTime: string } {
  const { date, minuteOfDay } = zonedClock(Date.parse(iso), timeZone);
  return { date, startTime: `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}` };
}

/**
 * An on-site booking. The date, time and length chosen in the booking form win over the
 * calculator's, so the quote sent for pricing is the booked one; the shown total is sent for
 * comparison only when they are unchanged.
 */
export function buildOnSiteBooking(
  handoff: { input: OnSiteQuoteInput; quote: { totalCents: number }; timeZone: string },
  form: WithSpam<BookingForm<OnSiteBooking>>,
  formStartedAt: string,
): BookingBody {
  const { details, contact, company_website: honeypot } = form;
  const { date, startTime } = localDateAndTime(details.dateTime, handoff.timeZone);
  const { input } = handoff;
  const quote: OnSiteQuoteInput = { ...input, date, startTime, durationMinutes: details.durationMinutes };
  const unchanged = input.date === date && input.startTime === startTime && input.durationMinutes === details.durationMinutes;
  return {
    kind: 'on-site',
    quote,
    details,
    contact: bookingContact(contact),
    ...(unchanged ? { clientTotalCents: handoff.quote.totalCents } : {}),
    ...spamFields(honeypot, formStartedAt),
  };
}

/** A remote booking; as for on-site, the booked time, zone and (for scheduled sessions) platform go into the quote. */
export function buildRemoteBooking(
  handoff: { input: RemoteQuoteInput; quote: { totalCents: number } },
  form: WithSpam<BookingForm<RemoteBooking>>,
  formStartedAt: string,
): BookingBody {
  const { details, contact, company_website: honeypot } = form;
  const { date, startTime } = localDateAndTime(details.dateTime, details.timeZone);
  const { input } = handoff;
  const platform = input.mode === 'scheduled' ? details.platform : input.platform;
  const quote: RemoteQuoteInput = { ...input, date, startTime, timeZone: details.timeZone, ...(platform ? { platform } : {}) };
  const unchanged =
    input.date === date && input.startTime === startTime && input.timeZone === details.timeZone && input.platform === quote.platform;
  return {
    kind: 'remote',
    quote,
    details,
    contact: bookingContact(contact),
    ...(unchanged ? { clientTotalCents: handoff.quote.totalCents } : {}),
    ...spamFields(honeypot, formStartedAt),
  };
}
