import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { completionBodySchema, deliveryBodySchema, handBackBodySchema, offerFileParamsSchema } from '@/lib/api/contract/offers';
import { findOffer, type OfferRecord } from '../../assignment/offer-view';
import { getOffer } from '../../assignment/respond';
import { completionPayCents } from '../../assignment/pay';
import type { AppContext } from '../../context';
import { files } from '../../db/schema';
import { sendStoredFile } from '../../files/download';
import { examineUploads } from '../../files/examine';
import { checkUploads, saveUploads } from '../../files/uploads';
import { answer, contractRoute } from '../../http/contract';
import { ApiError, badRequest, notFound, validationFailed } from '../../http/errors';
import { claimIdempotencyKey } from '../../http/idempotency';
import { multipartFingerprint, readMultipart } from '../../http/multipart';
import { checkActualTimes, finalQuoteFor } from '../../orders/completion';
import { isCertifiedOrder } from '../../orders/certificate-for-order';
import { deliverRound } from '../../orders/deliver';
import { handBack } from '../../orders/hand-back';
import { deliveryView } from '../../orders/job';
import { orderOfProject, requireWorking } from '../../workflow';
import type { RoutePlugin } from '../types';
import { offerToken } from './token';

/** What a professional delivers: the types a quote request takes, opened and counted in the file workers as there. */
const deliveryFileKinds = ['pdf', 'docx', 'txt', 'png', 'jpeg', 'webp'] as const;

/** A certified translation's delivery: PDF only. */
const certifiedFileKinds = ['pdf'] as const;

/** The typed full legal name, with the explicit consent to sign electronically; 422 without either. */
function signatureOf(body: { signatureName?: string | undefined; signatureConsent?: boolean | undefined }): string {
  const problems: Record<string, string> = {};
  const name = body.signatureName ?? '';
  if (name.length < 3 || !/\p{L}/u.test(name)) problems.signatureName = 'Type your full legal name to sign the certification statement.';
  if (body.signatureConsent !== true) problems.signatureConsent = 'Agree to sign the certification statement electronically.';
  if (Object.keys(problems).length > 0) throw validationFailed('A certified translation is delivered with the signed certification statement.', problems);
  return name;
}

const unknownLink = () => notFound('This offer link is not valid. Check that it was copied completely.');

function fieldErrors(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

async function offerRecord(services: AppContext, token: string): Promise<OfferRecord> {
  const record = await findOffer(services.db, token);
  if (record === undefined) throw unknownLink();
  return record;
}

/** The delivery of translated files: multipart, so registered where the API takes files. */
export const deliveryRoutes: RoutePlugin = async (app, { services }) => {
  contractRoute(app, 'deliverOffer', async (request, reply) => {
    const token = offerToken(request);
    const record = await offerRecord(services, token);
    const form = await readMultipart(request, services.uploads);
    // A retry of a delivery that went through replays its answer (the order is delivered by then).
    if (await claimIdempotencyKey(services, request, reply, multipartFingerprint(form))) return reply;
    const order = requireWorking(record, await orderOfProject(services.db, record.project.id));
    if (order.kind !== 'quote') {
      throw new ApiError(409, 'An interpretation is completed with its actual times, not with files.', { code: 'wrong_job_kind' });
    }
    if (form.files.some((f) => f.field !== 'files')) throw badRequest('Send the translated files as "files" parts.');
    const body = deliveryBodySchema.safeParse(form.body);
    if (!body.success) throw validationFailed('The note is too long.', fieldErrors(body.error));
    if (form.files.length === 0) throw validationFailed('Attach the translated files.', { files: 'Attach at least one translated file.' });
    const certified = isCertifiedOrder(order);
    const signature = certified ? signatureOf(body.data) : undefined;
    // A certified translation becomes one signed PDF, the certificate first: PDF only.
    const uploads = checkUploads(form.files, certified ? certifiedFileKinds : deliveryFileKinds);
    const counted = await examineUploads(services.uploads, uploads, 'count');
    const saved = await saveUploads(services.storage, uploads);
    for (const s of saved) s.words = counted.find((c) => c.upload === s.upload)?.count.words;
    const delivery = await deliverRound(services, record, {
      note: body.data.note,
      saved,
      ...(signature === undefined ? {} : { signature: { name: signature, ip: request.ip, userAgent: request.headers['user-agent'] ?? null } }),
    });
    services.outboxJob?.kick();
    return reply.status(201).send(answer('deliverOffer', deliveryView(delivery)));
  });
};

/** The job's other routes: the source files, the hand-back, an interpretation's completion. */
export const jobRoutes: RoutePlugin = async (app, { services }) => {
  const deps = services.assignment;

  contractRoute(
    app,
    'downloadOfferFile',
    async (request, reply) => {
      const token = offerToken(request);
      const { fileId } = offerFileParamsSchema.parse(request.params);
      const record = await offerRecord(services, token);
      const order = requireWorking(record, await orderOfProject(services.db, record.project.id));
      // Only a source document of this offer's order: another order's file id is "no such file".
      const [file] =
        order.kind !== 'quote' || !/^[0-9a-f-]{36}$/i.test(fileId)
          ? []
          : await services.db
              .select()
              .from(files)
              .where(and(eq(files.id, fileId), eq(files.ownerKind, 'quote'), eq(files.ownerId, order.sourceId)));
      return sendStoredFile(services.storage, reply, file, 'This job has no such file.');
    },
    // Sent as stored, with its exact Content-Length (as staff downloads are).
    { compress: false },
  );

  contractRoute(app, 'completeOffer', async (request, reply) => {
    const token = offerToken(request);
    const record = await offerRecord(services, token);
    const order = requireWorking(record, await orderOfProject(services.db, record.project.id));
    const body = completionBodySchema.safeParse(request.body ?? {});
    if (!body.success) throw validationFailed('Give the actual start and end of the session.', fieldErrors(body.error));
    const start = new Date(body.data.actualStart);
    const end = new Date(body.data.actualEnd);
    const minutes = checkActualTimes(start, end, record.project.startsAt, services.now());
    const finalQuote = await finalQuoteFor(services, order, minutes);
    const payCents = completionPayCents(record.professional.rates, record.project, finalQuote);
    const delivery = await deliverRound(services, record, {
      note: body.data.note,
      saved: [],
      completion: { actualStart: start, actualEnd: end, finalQuote, payCents },
    });
    services.outboxJob?.kick();
    return reply.status(201).send(answer('completeOffer', deliveryView(delivery)));
  });

  contractRoute(app, 'handBackOffer', async (request) => {
    const token = offerToken(request);
    const record = await offerRecord(services, token);
    const body = handBackBodySchema.safeParse(request.body ?? {});
    if (!body.success) throw validationFailed('Say why you are handing the job back.', fieldErrors(body.error));
    await handBack(services, record, body.data.reason);
    services.assignmentJob.kick();
    services.outboxJob?.kick();
    return answer('handBackOffer', await getOffer(deps, token));
  });
};
