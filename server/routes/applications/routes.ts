import {
  applicationLabels,
  applicationSchema,
  professionalTypeLabels,
  type Application,
} from '@/lib/validation';
import { unknownSlugErrors } from '../../catalog/known-slugs';
import { applications } from '../../db/schema';
import { checkUploads, discardUploads, insertFileRows, saveUploads } from '../../files/uploads';
import { badRequest, validationFailed } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { isSpam, parseBody, summarizeFieldErrors } from '../../http/validate';
import { enqueueMessages } from '../../outbox/enqueue';
import { clientConfirmation, staffNotification, type SubmissionSummary } from '../../outbox/templates';
import { withFreshReference } from '../../references';
import type { CatalogState } from '../../catalog/catalog-store';
import { receipt, spamReceipt } from '../receipt';
import type { RoutePlugin } from '../types';

function summary(reference: string, form: Application, id: string, names: CatalogState['names']): SubmissionSummary {
  return {
    what: 'application',
    reference,
    lines: [
      `Applicant: ${form.name} <${form.email}>, ${form.telephone} (${form.country})`,
      `Type: ${professionalTypeLabels[form.professionalType]}, ${form.yearsOfExperience} years of experience`,
      `Language pairs: ${form.languagePairs.map((p) => `${names.language(p.source)} to ${names.language(p.target)}`).join('; ')}`,
      `Specializations: ${form.specialisations.join(', ')}`,
      ...(form.certifications?.length ? [`Certifications: ${form.certifications.join(', ')}`] : []),
      'The CV is attached to the application in the staff API.',
    ],
    refs: { applicationId: id },
  };
}

function checkCatalog(state: CatalogState, form: Application): void {
  const errors = unknownSlugErrors(state, [
    ...form.languagePairs.flatMap((p, i) => [
      { path: `languagePairs.${i}.source`, kind: 'language' as const, slug: p.source },
      { path: `languagePairs.${i}.target`, kind: 'language' as const, slug: p.target },
    ]),
    ...(form.locationsServed ?? []).map((slug, i) => ({ path: `locationsServed.${i}`, kind: 'location' as const, slug })),
    ...(form.remotePlatforms ?? []).map((slug, i) => ({ path: `remotePlatforms.${i}`, kind: 'platform' as const, slug })),
  ]);
  if (Object.keys(errors).length > 0) throw validationFailed(summarizeFieldErrors(errors), errors);
}

/** POST /applications: multipart, the answers as JSON in `data` and the CV as the `cv` file. */
export const applicationRoutes: RoutePlugin = async (app, { services }) => {
  const { env } = services;
  app.post('/applications', async (request, reply) => {
    const now = services.now();
    const { body, files } = await readMultipart(request, {
      maxFileBytes: env.UPLOAD_MAX_FILE_BYTES,
      maxFiles: env.UPLOAD_MAX_FILES,
      maxTotalBytes: env.UPLOAD_MAX_TOTAL_BYTES,
    });
    if (isSpam(body, now)) return spamReceipt(request, reply, 'A', now);
    if (files.some((f) => f.field !== 'cv') || files.length > 1) throw badRequest('Send exactly one file, as the "cv" part.');
    const uploads = checkUploads(files, ['pdf', 'docx']);
    const form = parseBody(applicationSchema, { ...body, cv: uploads[0]?.description }, applicationLabels);
    checkCatalog(services.catalog, form);
    const { cv: _cv, ...answers } = form;
    const saved = await saveUploads(services.storage, uploads);
    let reference: string;
    try {
      const store = (reference: string) =>
        services.database.write(async (tx) => {
          const [row] = await tx.insert(applications).values({ reference, body: answers, email: form.email, createdAt: now }).returning({ id: applications.id });
          if (row === undefined) throw new Error('Inserting an application returned no row');
          await insertFileRows(tx, { kind: 'application', id: row.id }, saved, now);
          const about = summary(reference, form, row.id, services.catalog.names);
          await enqueueMessages(
            tx,
            [
              clientConfirmation(form.email, form.name, about, 'Our vendor team reviews applications within ten business days and will write to you either way.'),
              staffNotification(env.STAFF_EMAIL, about),
            ],
            now,
          );
          return reference;
        });
      reference = await withFreshReference('A', now, store);
    } catch (error) {
      await discardUploads(services.storage, saved);
      throw error;
    }
    services.outboxJob?.kick();
    return reply.status(201).send(receipt(reference, now));
  });
};
