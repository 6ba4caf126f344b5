import { z } from 'zod';
import { catalogSchema } from '@/lib/catalog/schema';
import { priceTablesSchema } from '@/lib/pricing/price-tables-schema';
import { quoteSchema } from './quote';
import { named } from './registry';

/** The `data` of the answers that are not offers (see ./offers). */

const livenessShape = {
  status: z.literal('ok'),
  version: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number(),
};

export const livenessSchema = named('Liveness', 'The process is up and its event loop answers; nothing else is asked.', z.object(livenessShape));

export const healthSchema = named(
  'Health',
  'The process is up, its database answers and its file store is reachable.',
  z.object({
    ...livenessShape,
    database: z.enum(['pglite', 'postgres']),
    fileStore: z.enum(['database', 's3']),
  }),
);

export const catalogAnswerSchema = named(
  'CatalogAnswer',
  'The catalog and price tables the API serves; a build reads them with CATALOG_SOURCE=api.',
  z.object({ catalog: catalogSchema, priceTables: priceTablesSchema(), updatedAt: z.string() }),
);

export const estimateSchema = named('Estimate', 'The quote for an input; nothing is stored.', z.object({ quote: quoteSchema }));

const receiptShape = {
  /** The visitor's reference number, e.g. `VM-260601-7K3QXZ`. */
  reference: z.string(),
  /** ISO date-time. */
  receivedAt: z.string(),
};

export const receiptSchema = named('Receipt', 'A stored submission: its reference and when it arrived.', z.object(receiptShape));

/** The private token of the order a quote request or booking became: the client's `/orders/?token=` link. */
const orderTokenShape = { orderToken: z.string() };

export const quoteReceiptSchema = named(
  'QuoteReceipt',
  "A stored quote request: the server's quote (documents recounted), until when it holds, and whether the browser showed another total.",
  z.object({
    ...receiptShape,
    ...orderTokenShape,
    quote: quoteSchema,
    /** ISO date-time until which the price holds. */
    validUntil: z.string(),
    differs: z.boolean(),
    clientTotalCents: z.number().nullable(),
    files: z.array(z.object({ name: z.string(), words: z.number(), pages: z.number(), scannedPages: z.number() })),
  }),
);

export const bookingReceiptSchema = named(
  'BookingReceipt',
  "A stored booking: the server's quote, whether the browser showed another total, and the booked time.",
  z.object({ ...receiptShape, ...orderTokenShape, quote: quoteSchema, differs: z.boolean(), startsAt: z.string(), timeZone: z.string() }),
);
