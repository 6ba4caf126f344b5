import { z } from 'zod';
import type { Quote, QuoteLine } from '@/lib/pricing/types';
import { named } from './registry';

/*
 * A quote as the API sends it. Each shape names every key of its TypeScript type (`satisfies
 * ShapeOf<…>`) and the schema's output is a `Quote` (`satisfies z.ZodType<Quote>`): a field added
 * to `Quote` but not here fails the type check, rather than being dropped by the serializer
 * compiled from this schema.
 */
type ShapeOf<T> = { [K in keyof Required<T>]: z.ZodType };

const lineUnits = ['page', 'word', 'document', 'minute', 'hour', 'half day', 'full day', 'order', 'interpreter', 'surcharge'] as const;
const serviceIds = [
  'certified-translation',
  'standard-translation',
  'proofreading',
  'transcription',
  'portuguese-immigration',
  'on-site-interpretation',
  'remote-interpretation',
] as const;

const lineShape = {
  id: z.string(),
  label: z.string(),
  quantity: z.number(),
  unit: z.enum(lineUnits),
  unitPriceCents: z.number(),
  amountCents: z.number(),
  note: z.string().optional(),
} satisfies ShapeOf<QuoteLine>;

const quoteShape = {
  service: z.enum(serviceIds),
  currency: z.literal('USD'),
  lines: z.array(z.object(lineShape)),
  totalCents: z.number(),
  reasons: z.array(z.object({ rule: z.string(), message: z.string() })),
  delivery: z.object({ businessDays: z.number(), date: z.string(), time: z.string(), dueAt: z.string() }).optional(),
  billedMinutes: z.number().optional(),
  interpreters: z.number().optional(),
  validUntil: z.string(),
} satisfies ShapeOf<Quote>;

export const quoteSchema = named(
  'Quote',
  'An itemised quote in integer cents (USD), as lib/pricing computes it in the browser and on the server.',
  z.object(quoteShape) satisfies z.ZodType<Quote>,
);
