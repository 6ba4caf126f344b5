import { estimateBodySchema } from '@/lib/api/contract/quote-requests';
import { quotesDiffer } from '@/lib/pricing';
import { pricingContext } from '../../catalog/catalog-store';
import { checkUploads } from '../../files/uploads';
import { answer, contractRoute } from '../../http/contract';
import { badRequest, validationFailed } from '../../http/errors';
import { claimIdempotencyKey } from '../../http/idempotency';
import { multipartFingerprint, readMultipart, type MultipartForm } from '../../http/multipart';
import { screenSubmission } from '../../http/validate';
import { priceQuote, requireQuote } from '../../quotes/calculators';
import { parseQuoteRequest } from '../../quotes/parse-request';
import { countUploads, documentsWithServerCounts } from '../../quotes/recount';
import type { RoutePlugin } from '../types';
import { storeQuote } from './store';

/** Files a calculator's quote is counted from (PDF, DOCX, TXT and images, as the word counter reads). */
const quoteFileKinds = ['pdf', 'docx', 'txt', 'png', 'jpeg', 'webp'] as const;

export const estimateRoutes: RoutePlugin = async (app, { services }) => {
  /**
   * POST /quotes/estimate: `{ calculator, input }` → the quote; nothing is stored. The site's
   * calculators price in the browser with the same lib/pricing and don't call it: it serves other API
   * clients (and `npm run bench:api`). Its answer is written by a serializer compiled from the contract.
   * Not compressed: the answer (about 1.3 KB) goes out in one write either way, and compressing it
   * for a client that asks would cost more CPU than the whole request (brotli 40 µs, gzip 25 µs),
   * while @fastify/compress's checks on the route cost every request a little (server/README.md,
   * Throughput).
   */
  contractRoute(
    app,
    'estimateQuote',
    async (request) => {
      const body = estimateBodySchema.safeParse(request.body ?? {});
      if (!body.success) {
        throw validationFailed('Send { calculator, input } with a calculator name and its input.', { calculator: 'Choose a calculator.' });
      }
      const quote = requireQuote(priceQuote(body.data.calculator, body.data.input, pricingContext(services.catalog, services.now())));
      return answer('estimateQuote', { quote });
    },
    { compress: false },
  );
};

export const quoteRoutes: RoutePlugin = async (app, { services }) => {
  /**
   * POST /quotes: multipart (`data` JSON + `files` parts) or JSON without files. The server
   * recounts the files, reprices and stores the request as an order the client confirms (`/orders/?token=`).
   */
  contractRoute(app, 'createQuoteRequest', async (request, reply) => {
    const now = services.now();
    const form: MultipartForm = request.isMultipart()
      ? await readMultipart(request, services.uploads)
      : { body: typeof request.body === 'object' && request.body !== null ? Object.fromEntries(Object.entries(request.body)) : {}, files: [] };
    // JSON requests were claimed before the handler; a multipart one once its parts are read and hashed.
    if (request.isMultipart() && (await claimIdempotencyKey(services, request, reply, multipartFingerprint(form)))) return reply;
    if (form.files.some((f) => f.field !== 'files')) throw badRequest('Send the documents as "files" parts.');
    const uploads = checkUploads(form.files, quoteFileKinds);
    const parsed = parseQuoteRequest(form.body, uploads);
    const quarantine = screenSubmission(form.body);
    const { request: priced } = parsed;
    if (priced.kind === 'transcription' && uploads.length > 0) {
      throw badRequest('A transcription quote takes no files; send the recording once the quote is confirmed.');
    }
    const counted = priced.kind === 'document' ? await countUploads(services.uploads, uploads) : [];
    const serverRequest =
      priced.kind === 'document' ? { ...priced, input: { ...priced.input, documents: documentsWithServerCounts(priced.input.documents, counted) } } : priced;
    const quote = requireQuote(priceQuote(serverRequest.kind, serverRequest.input, pricingContext(services.catalog, now)), 'quote.');
    const differs = parsed.clientQuote !== undefined && quotesDiffer(parsed.clientQuote, quote);
    const stored = await storeQuote(services, {
      request: serverRequest,
      quote,
      contact: parsed.contact,
      clientTotalCents: parsed.clientQuote?.totalCents ?? null,
      differs,
      uploads,
      documentTitles: parsed.documentTitles,
      words: new Map(counted.map((c) => [c.upload, c.count.words])),
      pages: new Map(counted.map((c) => [c.upload, c.count.pages])),
      quarantine,
      now,
    });
    if (quarantine !== null) {
      request.log.info({ reference: stored.reference, reason: quarantine }, 'submission quarantined');
    } else {
      services.outboxJob?.kick();
    }
    return reply.status(201).send(
      answer('createQuoteRequest', {
        reference: stored.reference,
        orderToken: stored.token,
        receivedAt: now.toISOString(),
        quote,
        validUntil: quote.validUntil,
        differs,
        clientTotalCents: parsed.clientQuote?.totalCents ?? null,
        files: counted.map(({ upload, count }) => ({ name: upload.name, words: count.words, pages: count.pages, scannedPages: count.scannedPages })),
      }),
    );
  });
};
