import { z } from 'zod';
import {
  documentQuoteInputSchema,
  onSiteQuoteInputSchema,
  portugueseQuoteInputSchema,
  remoteQuoteInputSchema,
  transcriptionQuoteInputSchema,
} from '@/lib/pricing/input-schema';
import { createOnSiteBookingSchema, createRemoteBookingSchema } from '@/lib/validation/forms/bookings';
import { createQuoteRequestSchema } from '@/lib/validation/forms/quote-request';
import type { Clock } from '@/lib/validation/rules';
import { named } from './registry';

/*
 * Request bodies that carry a calculator's input: the estimate, the quote request and the
 * booking. The form schemas come from lib/validation and the inputs from lib/pricing; this
 * module only puts them together as the routes take them.
 */

/** The calculators, as the site names them (`document`, `portuguese`, `on-site`, `remote`) plus transcription. */
const calculatorKinds = ['document', 'portuguese', 'on-site', 'remote', 'transcription'] as const;
export type CalculatorKind = (typeof calculatorKinds)[number];

export const calculatorField = z.enum(calculatorKinds, {
  error: `Say which calculator the quote comes from: ${calculatorKinds.join(', ')}.`,
});

/** `POST quotes/estimate`; the input is validated by the pricing engine, with the calculator's schema. */
export const estimateBodySchema = named(
  'EstimateRequest',
  "A calculator's name and its input, as lib/pricing takes it.",
  z.object({ calculator: calculatorField, input: z.unknown() }),
);

/** The figure the browser showed, sent with a request so the server can flag a difference; a malformed one is ignored. */
export const clientQuoteSchema = z
  .object({
    totalCents: z.int().min(0),
    lines: z.array(z.object({ id: z.string(), amountCents: z.int() })).optional(),
  })
  .optional()
  .catch(undefined);

/** The quote request of each calculator that is quoted rather than booked (contact, spam fields, `quote`, `files`). */
export const quoteRequestSchemas = {
  document: createQuoteRequestSchema(documentQuoteInputSchema()),
  portuguese: createQuoteRequestSchema(portugueseQuoteInputSchema()),
  transcription: createQuoteRequestSchema(transcriptionQuoteInputSchema()),
};

const quoted = <K extends keyof typeof quoteRequestSchemas>(calculator: K) =>
  quoteRequestSchemas[calculator].safeExtend({ calculator: z.literal(calculator), clientQuote: clientQuoteSchema });

/** `POST quotes`: the `data` part (or the whole JSON body when there are no files). */
export const quoteRequestDataSchema = named(
  'QuoteRequest',
  'The calculator, its input under `quote`, the figure the visitor saw and the contact fields; the documents go as `files` parts.',
  z.discriminatedUnion('calculator', [quoted('document'), quoted('portuguese'), quoted('transcription')]),
);

/** Bookings: the shared quote request (contact + calculator input) plus the booking details, checked against `clock`. */
export function bookingSchemas(clock?: Clock) {
  return {
    'on-site': createQuoteRequestSchema(onSiteQuoteInputSchema()).safeExtend({ booking: createOnSiteBookingSchema({ clock }) }),
    remote: createQuoteRequestSchema(remoteQuoteInputSchema()).safeExtend({ booking: createRemoteBookingSchema({ clock }) }),
  };
}

const bookingBodies = bookingSchemas();

/** `POST bookings` */
export const bookingBodySchema = named(
  'BookingRequest',
  "An on-site or remote booking: the calculator's input (`quote`, for the booked time and length), the booking and the contact fields.",
  z.discriminatedUnion('kind', [
    bookingBodies['on-site'].safeExtend({ kind: z.literal('on-site'), clientQuote: clientQuoteSchema }),
    bookingBodies.remote.safeExtend({ kind: z.literal('remote'), clientQuote: clientQuoteSchema }),
  ]),
);
