/**
 * The framework's floor for `npm run bench:api`: a bare Fastify app on the same machine, in its own
 * process, with Fastify's defaults (JSON body parsing on, no logger, no hooks, no schemas).
 * GET /health answers a small JSON; POST /estimate parses the estimate's body and answers a figure
 * computed from it with the body echoed, so that parsing and writing a body of that size is in it.
 * POST /estimate-priced is the same bare app doing the estimate's own work and nothing else: the
 * body checked with the contract's schema, the quote priced by lib/pricing (the API's own
 * `priceQuote`, on the whole catalog and the price tables from content/), the answer written by
 * JSON.stringify. No API layer can answer the estimate faster than that on the same machine: its
 * ratio to /estimate is the ceiling of ours.
 */
import Fastify from 'fastify';
import { estimateBodySchema } from '@/lib/api/contract/quote-requests';
import { getCatalog } from '@/lib/catalog/load.server';
import { createPricingContext } from '@/lib/pricing/context';
import { getPriceTables } from '@/lib/pricing/load.server';
import { priceQuote } from '@/server/quotes/calculators';

interface EstimateBody {
  calculator: string;
  input: { documents: { words?: number; scannedPages?: number }[] };
}

const startedAt = new Date().toISOString();
const app = Fastify({ logger: false });
app.get('/health', async () => ({ data: { status: 'ok', version: '1.1', startedAt, uptimeSeconds: Math.round(process.uptime()) } }));
app.post<{ Body: EstimateBody }>('/estimate', async (request) => {
  const words = request.body.input.documents.reduce((sum, d) => sum + (d.words ?? 0) + 250 * (d.scannedPages ?? 0), 0);
  return { data: { quote: { calculator: request.body.calculator, words, totalCents: words * 12, input: request.body.input } } };
});
const catalog = getCatalog();
const pricing = createPricingContext({
  tables: getPriceTables(),
  languages: catalog.languages,
  locations: catalog.locations.map((location) => ({ ...location, name: `${location.city}, ${location.stateCode}` })),
  platforms: catalog.platforms,
  now: new Date(),
});
app.post('/estimate-priced', async (request, reply) => {
  const body = estimateBodySchema.safeParse(request.body ?? {});
  if (!body.success) return reply.code(422).send({ error: { code: 'validation_failed' } });
  const result = priceQuote(body.data.calculator, body.data.input, { ...pricing, now: new Date() });
  if (!result.ok) return reply.code(422).send({ error: { code: result.error.code } });
  return { data: { quote: result.quote } };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
