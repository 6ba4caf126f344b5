import type { BookingBody } from '@/lib/api/bookings';
import type { ClientQuote, QuoteRequestData } from '@/lib/api/quotes';
import type { MultipartBody } from '@/lib/api/submit';
import type { DocumentQuoteInput, OnSiteQuoteInput, PortugueseQuoteInput, RemoteQuoteInput } from '@/lib/pricing/input-schema';
import { zonedClock } from '@/lib/pricing/time-zone';
import type { OnSiteBooking, RemoteBooking } from '@/lib/validation/forms/bookings';
import type { QuoteRequestContact } from '@/lib/validation/forms/quote-request';
import { spamFields, type WithSpam } from './payloads';

/** The quote a calculator computed, as far as a request needs it. */
export interface ShownQuote {
  totalCents: number;
  lines: readonly { id: string; amountCents: number }[];
}

/** What a calculator hands over with "Request this quote" for documents. */
export type DocumentQuoteHandoff =
  | { calculator: 'document'; input: DocumentQuoteInput; quote: ShownQuote; files: readonly File[] }
  | { calculator: 'portuguese'; input: PortugueseQuoteInput; quote: ShownQuote; files: readonly File[] };

/** The figure the visitor saw, for the server to compare with its own. */
function clientQuoteOf(quote: ShownQuote): ClientQuote {
  return { totalCents: quote.totalCents, lines: quote.lines.map(({ id, amountCents }) => ({ id, amountCents })) };
}

/** Whether the order's certificate lists its documents by title: certified translation, and the Portuguese immigration package. */
export function titlesDocuments(handoff: DocumentQuoteHandoff): boolean {
  return handoff.calculator === 'portuguese' || handoff.input.service === 'certified';
}

/**
 * A quote request as multipart: calculator, quote, contact and the documents' titles (in the files'
 * order, for a certified translation only) in `data`, each document as a `files` part.
 */
export function buildQuoteRequest(
  handoff: DocumentQuoteHandoff,
  form: WithSpam<QuoteRequestContact & { documentTitles?: string[] | undefined }>,
  formFillMs: number,
): MultipartBody<QuoteRequestData> {
  const { company_website: honeypot, formFillMs: _fill, documentTitles, ...contact } = form;
  const titles = titlesDocuments(handoff) ? (documentTitles ?? []).slice(0, handoff.files.length) : [];
  const base = {
    ...contact,
    ...(titles.some((title) => title.trim() !== '') ? { documentTitles: titles } : {}),
    clientQuote: clientQuoteOf(handoff.quote),
    ...spamFields(honeypot, formFillMs),
  };
  const data: QuoteRequestData =
    handoff.calculator === 'document' ? { ...base, calculator: 'document', quote: handoff.input } : { ...base, calculator: 'portuguese', quote: handoff.input };
  return { data, files: handoff.files.map((file) => ({ field: 'files', file })) };
}

/** A booking form's values: the contact fields of a quote request and the booking's details under `booking`. */
export type BookingForm<Details> = WithSpam<QuoteRequestContact & { booking: Details }>;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date (`YYYY-MM-DD`) and time (`HH:mm`) of an ISO instant in a zone, as the calculators write them. */
export function localDateAndTime(iso: string, timeZone: string): { date: string; startTime: string } {
  const { date, minuteOfDay } = zonedClock(Date.parse(iso), timeZone);
  return { date, startTime: `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}` };
}

function splitBookingForm<Details>(form: BookingForm<Details>, formFillMs: number) {
  const { company_website: honeypot, formFillMs: _fill, booking, ...contact } = form;
  return { booking, contact, spam: spamFields(honeypot, formFillMs) };
}

/**
 * An on-site booking. The API prices the quote again and requires it to be for the booked
 * time and length, so the date, time and length chosen in the booking form are written into
 * the calculator's input; the shown figure goes along only when they are unchanged.
 */
export function buildOnSiteBooking(
  handoff: { input: OnSiteQuoteInput; quote: ShownQuote; timeZone: string },
  form: BookingForm<OnSiteBooking>,
  formFillMs: number,
): BookingBody {
  const { booking, contact, spam } = splitBookingForm(form, formFillMs);
  const { date, startTime } = localDateAndTime(booking.dateTime, handoff.timeZone);
  const { input } = handoff;
  const quote: OnSiteQuoteInput = { ...input, date, startTime, durationMinutes: booking.durationMinutes };
  const unchanged = input.date === date && input.startTime === startTime && input.durationMinutes === booking.durationMinutes;
  return { ...contact, kind: 'on-site', quote, booking, ...(unchanged ? { clientQuote: clientQuoteOf(handoff.quote) } : {}), ...spam };
}

/**
 * A remote booking; as for on-site, the booked time and zone go into the quote, and so does
 * the booked platform wherever the quote names one (always, for a scheduled session).
 */
export function buildRemoteBooking(handoff: { input: RemoteQuoteInput; quote: ShownQuote }, form: BookingForm<RemoteBooking>, formFillMs: number): BookingBody {
  const { booking, contact, spam } = splitBookingForm(form, formFillMs);
  const { date, startTime } = localDateAndTime(booking.dateTime, booking.timeZone);
  const { input } = handoff;
  const namesPlatform = input.mode === 'scheduled' || input.platform !== undefined;
  const quote: RemoteQuoteInput = { ...input, date, startTime, timeZone: booking.timeZone, ...(namesPlatform ? { platform: booking.platform } : {}) };
  const unchanged = input.date === date && input.startTime === startTime && input.timeZone === booking.timeZone && input.platform === quote.platform;
  return { ...contact, kind: 'remote', quote, booking, ...(unchanged ? { clientQuote: clientQuoteOf(handoff.quote) } : {}), ...spam };
}
