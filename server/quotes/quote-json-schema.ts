import type { Quote, QuoteLine, QuoteReason } from '@/lib/pricing';

/**
 * The JSON Schema of a quote as the API sends it. Fastify compiles a route's response schema into
 * a serializer specialised for this shape, which writes a quote several times faster than
 * `JSON.stringify` (on `POST quotes/estimate`, a route that does little besides pricing and answering).
 *
 * A serializer built from a schema drops any property the schema does not name, so each
 * `properties` object is checked against the TypeScript type: adding a field to `Quote` without
 * adding it here fails the type check, and the API tests compare the sent quote with the engine's.
 */
type PropertiesOf<T> = { [K in keyof Required<T>]: object };

const number = { type: 'number' } as const;
const string = { type: 'string' } as const;

const lineProperties = {
  id: string,
  label: string,
  quantity: number,
  unit: string,
  unitPriceCents: number,
  amountCents: number,
  note: string,
} as const satisfies PropertiesOf<QuoteLine>;

const reasonProperties = { rule: string, message: string } as const satisfies PropertiesOf<QuoteReason>;

const quoteProperties = {
  service: string,
  currency: string,
  lines: { type: 'array', items: { type: 'object', required: ['id', 'label', 'quantity', 'unit', 'unitPriceCents', 'amountCents'], properties: lineProperties } },
  totalCents: number,
  reasons: { type: 'array', items: { type: 'object', required: ['rule', 'message'], properties: reasonProperties } },
  delivery: { type: 'object', required: ['businessDays', 'date'], properties: { businessDays: number, date: string } },
  billedMinutes: number,
  interpreters: number,
  validUntil: string,
} as const satisfies PropertiesOf<Quote>;

const quoteJsonSchema = {
  type: 'object',
  required: ['service', 'currency', 'lines', 'totalCents', 'reasons', 'validUntil'],
  properties: quoteProperties,
} as const;

/** `{ data: { quote } }`: the answer of `POST quotes/estimate`. */
export const estimateResponseSchema = {
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'object', required: ['quote'], properties: { quote: quoteJsonSchema } } },
} as const;
