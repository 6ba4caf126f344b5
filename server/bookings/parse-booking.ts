import { z } from 'zod';
import { bookingSchemas, clientQuoteSchema } from '@/lib/api/contract/quote-requests';
import { zonedTimeToInstant } from '@/lib/pricing/time-zone';
import { onSiteBookingLabels, quoteRequestLabels, remoteBookingLabels } from '@/lib/validation';
import type { CatalogState } from '../catalog/catalog-store';
import { unknownSlugErrors } from '../catalog/known-slugs';
import { validationFailed } from '../http/errors';
import { parseBody, summarizeFieldErrors } from '../http/validate';

const prefixed = (labels: Record<string, string>) => Object.fromEntries(Object.entries(labels).map(([key, label]) => [`booking.${key}`, label]));

/** Request schemas, from the contract: the shared quote request plus the booking details, checked against a clock. */
export { bookingSchemas };
export type BookingSchemas = ReturnType<typeof bookingSchemas>;

const labels = {
  'on-site': { ...quoteRequestLabels, booking: 'Booking', ...prefixed(onSiteBookingLabels) },
  remote: { ...quoteRequestLabels, booking: 'Booking', ...prefixed(remoteBookingLabels) },
};

export type ParsedBooking =
  | { kind: 'on-site'; form: z.output<BookingSchemas['on-site']>; startsAt: Date; timeZone: string }
  | { kind: 'remote'; form: z.output<BookingSchemas['remote']>; startsAt: Date; timeZone: string };

const kindSchema = z.enum(['on-site', 'remote']);
const MINUTE = 60_000;

function fail(fields: Record<string, string>): never {
  throw validationFailed(summarizeFieldErrors(fields), fields);
}

/** The booked time must be the quoted time: the price depends on it (after-hours, short notice). */
function checkSameTime(bookedIso: string, quoted: { date?: string; startTime?: string }, timeZone: string): void {
  if (quoted.date === undefined || quoted.startTime === undefined) return;
  const quotedAt = zonedTimeToInstant(quoted.date, quoted.startTime, timeZone);
  if (Math.abs(Date.parse(bookedIso) - quotedAt) >= MINUTE) {
    fail({ 'booking.dateTime': `The booking is for a different time than the quote (${quoted.date} ${quoted.startTime}); recalculate the quote.` });
  }
}

/** Validates an on-site or remote booking and checks it against its quote and the catalog. */
export function parseBooking(schemas: BookingSchemas, body: unknown, catalog: CatalogState) {
  const kind = kindSchema.safeParse(typeof body === 'object' && body !== null ? Reflect.get(body, 'kind') : undefined);
  if (!kind.success) fail({ kind: 'Choose "on-site" or "remote".' });
  const clientQuote = clientQuoteSchema.parse(typeof body === 'object' && body !== null ? Reflect.get(body, 'clientQuote') : undefined);
  if (kind.data === 'on-site') {
    const form = parseBody(schemas['on-site'], body, labels['on-site']);
    const timeZone = catalog.pricing.location(form.quote.location)?.timeZone;
    if (timeZone === undefined) fail({ 'quote.location': `"${form.quote.location}" is not one of our locations; choose one from the list.` });
    checkSameTime(form.booking.dateTime, form.quote, timeZone);
    if (form.booking.durationMinutes !== form.quote.durationMinutes) {
      fail({
        'booking.durationMinutes': `The booking lasts ${form.booking.durationMinutes} minutes but the quote is for ${form.quote.durationMinutes}; recalculate the quote.`,
      });
    }
    const parsed: ParsedBooking = { kind: 'on-site', form, startsAt: new Date(form.booking.dateTime), timeZone };
    return { booking: parsed, clientQuote };
  }
  const form = parseBody(schemas.remote, body, labels.remote);
  const unknown = unknownSlugErrors(catalog, [{ path: 'booking.platform', kind: 'platform', slug: form.booking.platform }]);
  if (Object.keys(unknown).length > 0) fail(unknown);
  if (form.quote.platform !== undefined && form.quote.platform !== form.booking.platform) {
    fail({ 'booking.platform': 'The booking names a different platform than the quote; recalculate the quote.' });
  }
  checkSameTime(form.booking.dateTime, form.quote, form.quote.timeZone);
  const parsed: ParsedBooking = { kind: 'remote', form, startsAt: new Date(form.booking.dateTime), timeZone: form.booking.timeZone };
  return { booking: parsed, clientQuote };
}
