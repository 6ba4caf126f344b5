/**
 * The framework's floor for `npm run bench:api`: a bare Fastify app on the same machine, in its own
 * process, with Fastify's defaults (JSON body parsing on, no logger, no hooks, no schemas).
 * GET /health answers a small JSON; POST /estimate parses the estimate's body and answers a figure
 * computed from it with the body echoed, so that parsing and writing a body of that size is in it.
 */
import Fastify from 'fastify';

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
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
