import type { z } from 'zod';
import type { FieldLabels } from '@/lib/validation';
import type { RouteName } from '@/lib/api/contract/routes';
import { randomUUID } from 'node:crypto';
import type { RowBatch } from '../db/row-batch';
import { answer, contractRoute } from '../http/contract';
import { parseBody, screenSubmission } from '../http/validate';
import { outboxRows } from '../outbox/enqueue';
import { siteLink, staffLinks } from '../outbox/links';
import { clientConfirmation, staffNotification } from '../outbox/templates';
import { withFreshReference, type ReferencePrefix } from '../intake/references';
import type { RoutePlugin } from './types';

export interface SimpleSubmission<S extends z.ZodType> {
  /** The contract entry: its path, and its `form` as `schema`. */
  route: Extract<RouteName, 'createContactMessage' | 'createPartnershipInquiry'>;
  prefix: ReferencePrefix;
  schema: S;
  labels: FieldLabels;
  /** "message", "partnership inquiry": how emails name it. */
  what: string;
  /** What happens next, told to the sender in the confirmation. */
  next: string;
  /** The page of the site the confirmation sends the sender on to, and the words that lead to it. */
  onward: { words: string; path: `/${string}/` };
  /** The back office's inbox tab where staff find it. */
  inbox: 'contact-messages' | 'partnership-inquiries';
  sender(form: z.output<S>): { name: string; email: string };
  /** Lines for the staff notification. */
  lines(form: z.output<S>): string[];
  /** The row to store, in its table. */
  rows(row: {
    id: string;
    reference: string;
    body: z.output<S>;
    email: string;
    createdAt: Date;
    quarantineReason: string | null;
    quarantinedAt: Date | null;
  }): RowBatch;
  refKey: string;
}

/**
 * A form that is validated, stored and acknowledged by email, nothing more: the contact
 * form and the partnership inquiry. A suspect one is stored quarantined, its emails held.
 */
export function simpleSubmissionRoute<S extends z.ZodType>(spec: SimpleSubmission<S>): RoutePlugin {
  return async (app, { services }) => {
    contractRoute(app, spec.route, async (request, reply) => {
      const now = services.now();
      const form = parseBody(spec.schema, request.body, spec.labels);
      const quarantine = screenSubmission(request.body);
      const sender = spec.sender(form);
      const lines = spec.lines(form);
      const reference = await withFreshReference(spec.prefix, now, async (reference) => {
        const id = randomUUID();
        const siteUrl = services.env.SITE_URL;
        const about = { what: spec.what, reference, lines, staffLink: staffLinks.submission(siteUrl, spec.inbox, reference), refs: { [spec.refKey]: id } };
        const onward = `${spec.onward.words} ${siteLink(siteUrl, spec.onward.path)}`;
        const mail = [clientConfirmation(sender.email, sender.name, about, spec.next, onward), staffNotification(services.env.STAFF_EMAIL, about)];
        // Plain rows, no read-back: concurrent submissions are stored with one insert per table.
        await services.database.insertRows({
          ...spec.rows({
            id,
            reference,
            body: form,
            email: sender.email,
            createdAt: now,
            quarantineReason: quarantine,
            quarantinedAt: quarantine === null ? null : now,
          }),
          outboxMessages: outboxRows(mail, now, quarantine !== null),
        });
        return reference;
      });
      if (quarantine !== null) request.log.info({ reference, reason: quarantine }, 'submission quarantined');
      else services.outboxJob?.kick();
      return reply.status(201).send(answer(spec.route, { reference, receivedAt: now.toISOString() }));
    });
  };
}
