import { apiContract } from '@/lib/api/contract/routes';
import { applicationLabels, professionalTypeLabels, type Application } from '@/lib/validation';
import { unknownSlugErrors } from '../../catalog/known-slugs';
import { applications } from '../../db/schema';
import { examineUploads } from '../../files/examine';
import { checkUploads, discardUploads, insertFileRows, saveUploads } from '../../files/uploads';
import { answer, contractRoute } from '../../http/contract';
import { badRequest, validationFailed } from '../../http/errors';
import { claimIdempotencyKey } from '../../http/idempotency';
import { multipartFingerprint, readMultipart } from '../../http/multipart';
import { parseBody, screenSubmission, summarizeFieldErrors } from '../../http/validate';
import { enqueueMessages } from '../../outbox/enqueue';
import { siteLink, staffLinks } from '../../outbox/links';
import { clientConfirmation, staffNotification, type SubmissionSummary } from '../../outbox/templates';
import { withFreshReference } from '../../intake/references';
import type { CatalogState } from '../../catalog/catalog-store';
import type { RoutePlugin } from '../types';

function summary(reference: string, form: Application, id: string, names: CatalogState['names'], siteUrl: string): SubmissionSummary {
  return {
    what: 'application',
    reference,
    lines: [
      `Applicant: ${form.name} <${form.email}>, ${form.telephone} (${form.country})`,
      `Type: ${professionalTypeLabels[form.professionalType]}, ${form.yearsOfExperience} years of experience`,
      `Language pairs: ${form.languagePairs.map((p) => `${names.language(p.source)} to ${names.language(p.target)}`).join('; ')}`,
      `Specializations: ${form.specialisations.join(', ')}`,
      ...(form.certifications?.length ? [`Certifications: ${form.certifications.join(', ')}`] : []),
      'The CV is attached to the application in the back office.',
    ],
    staffLink: staffLinks.application(siteUrl, id),
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
  contractRoute(app, 'createApplication', async (request, reply) => {
    const now = services.now();
    const received = await readMultipart(request, services.uploads);
    // The Idempotency-Key fingerprints the whole request: every field and each file's SHA-256.
    if (await claimIdempotencyKey(services, request, reply, multipartFingerprint(received))) return reply;
    const { body, files } = received;
    if (files.some((f) => f.field !== 'cv') || files.length > 1) throw badRequest('Send exactly one file, as the "cv" part.');
    const uploads = checkUploads(files, ['pdf', 'docx']);
    const form = parseBody(apiContract.createApplication.form, { ...body, cv: uploads[0]?.description }, applicationLabels);
    checkCatalog(services.catalog, form);
    // The CV must open (a PDF with pages, a DOCX with its document) within the worker's limits.
    await examineUploads(services.uploads, uploads, 'cv');
    const quarantine = screenSubmission(body);
    const held = quarantine !== null;
    const { cv: _cv, ...answers } = form;
    const saved = await saveUploads(services.storage, uploads);
    let reference: string;
    try {
      const store = (reference: string) =>
        services.database.write(async (tx) => {
          const [row] = await tx
            .insert(applications)
            .values({ reference, body: answers, email: form.email, quarantineReason: quarantine, quarantinedAt: held ? now : null, createdAt: now })
            .returning({ id: applications.id });
          if (row === undefined) throw new Error('Inserting an application returned no row');
          await insertFileRows(tx, services.storage, { kind: 'application', id: row.id }, saved, now);
          const about = summary(reference, form, row.id, services.catalog.names, env.SITE_URL);
          await enqueueMessages(
            tx,
            [
              clientConfirmation(
                form.email,
                form.name,
                about,
                'Our vendor team reviews applications within ten business days and will write to you either way.',
                `How offers reach you and how the work is done, once you are in our pool: ${siteLink(env.SITE_URL, `/pro/${form.professionalType}/`)}`,
              ),
              staffNotification(env.STAFF_EMAIL, about),
            ],
            now,
            held,
          );
          return reference;
        });
      reference = await withFreshReference('A', now, store);
    } catch (error) {
      await discardUploads(services.storage, saved);
      throw error;
    }
    if (held) request.log.info({ reference, reason: quarantine }, 'submission quarantined');
    else services.outboxJob?.kick();
    return reply.status(201).send(answer('createApplication', { reference, receivedAt: now.toISOString() }));
  });
};
