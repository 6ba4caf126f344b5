import { contactLabels, contactSchema, contactTopicLabels, type ContactForm } from '@/lib/validation';
import { contactMessages } from '../../db/schema';
import { parseBody, isSpam } from '../../http/validate';
import { enqueueMessages } from '../../outbox/enqueue';
import { clientConfirmation, staffNotification, type SubmissionSummary } from '../../outbox/templates';
import { makeReference } from '../../references';
import { receipt, spamReceipt } from '../receipt';
import type { RoutePlugin } from '../types';

function summary(reference: string, form: ContactForm, id: string): SubmissionSummary {
  return {
    what: 'message',
    reference,
    lines: [
      `From: ${form.name} <${form.email}>`,
      ...(form.telephone ? [`Telephone: ${form.telephone}`] : []),
      `Topic: ${contactTopicLabels[form.topic]}`,
      '',
      form.message,
    ],
    refs: { contactMessageId: id },
  };
}

/** POST /contact-messages: the contact form. */
export const contactMessageRoutes: RoutePlugin = async (app, { services }) => {
  app.post('/contact-messages', async (request, reply) => {
    const now = services.now();
    if (isSpam(request.body, now)) return spamReceipt(request, reply, 'M', now);
    const form = parseBody(contactSchema, request.body, contactLabels);
    const reference = makeReference('M', now);
    await services.db.transaction(async (tx) => {
      const [row] = await tx.insert(contactMessages).values({ reference, body: form, email: form.email, createdAt: now }).returning({ id: contactMessages.id });
      if (row === undefined) throw new Error('Inserting a contact message returned no row');
      const about = summary(reference, form, row.id);
      await enqueueMessages(
        tx,
        [
          clientConfirmation(form.email, form.name, about, 'We answer messages within one business day.'),
          staffNotification(services.env.STAFF_EMAIL, about),
        ],
        now,
      );
    });
    services.outboxJob?.kick();
    return reply.status(201).send(receipt(reference, now));
  });
};
