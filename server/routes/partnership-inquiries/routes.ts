import {
  expectedVolumeLabels,
  organisationTypeLabels,
  partnershipLabels,
  partnershipSchema,
  type PartnershipInquiry,
} from '@/lib/validation';
import { partnershipInquiries } from '../../db/schema';
import { isSpam, parseBody } from '../../http/validate';
import { enqueueMessages } from '../../outbox/enqueue';
import { clientConfirmation, staffNotification, type SubmissionSummary } from '../../outbox/templates';
import { makeReference } from '../../references';
import { receipt, spamReceipt } from '../receipt';
import type { RoutePlugin } from '../types';

function summary(reference: string, form: PartnershipInquiry, id: string): SubmissionSummary {
  return {
    what: 'partnership inquiry',
    reference,
    lines: [
      `Organization: ${form.organisation} (${organisationTypeLabels[form.organisationType]})`,
      `Contact: ${form.contactPerson} <${form.email}>, ${form.telephone}`,
      `Expected volume: ${expectedVolumeLabels[form.expectedVolume]}`,
      '',
      form.message,
    ],
    refs: { partnershipInquiryId: id },
  };
}

/** POST /partnership-inquiries: the form at /partnership/. */
export const partnershipRoutes: RoutePlugin = async (app, { services }) => {
  app.post('/partnership-inquiries', async (request, reply) => {
    const now = services.now();
    if (isSpam(request.body, now)) return spamReceipt(request, reply, 'P', now);
    const form = parseBody(partnershipSchema, request.body, partnershipLabels);
    const reference = makeReference('P', now);
    await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(partnershipInquiries)
        .values({ reference, body: form, email: form.email, createdAt: now })
        .returning({ id: partnershipInquiries.id });
      if (row === undefined) throw new Error('Inserting a partnership inquiry returned no row');
      const about = summary(reference, form, row.id);
      await enqueueMessages(
        tx,
        [
          clientConfirmation(form.email, form.contactPerson, about, 'Our partnerships team will reply within two business days.'),
          staffNotification(services.env.STAFF_EMAIL, about),
        ],
        now,
      );
    });
    services.outboxJob?.kick();
    return reply.status(201).send(receipt(reference, now));
  });
};
