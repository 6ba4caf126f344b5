import type { z } from 'zod';
import type { FieldLabels } from '@/lib/validation';
import type { Db } from '../db/database';
import { isSpam, parseBody } from '../http/validate';
import { enqueueMessages } from '../outbox/enqueue';
import { clientConfirmation, staffNotification } from '../outbox/templates';
import { makeReference, type ReferencePrefix } from '../references';
import { receipt, spamReceipt } from './receipt';
import type { RoutePlugin } from './types';

export interface SimpleSubmission<S extends z.ZodType> {
  path: string;
  prefix: ReferencePrefix;
  schema: S;
  labels: FieldLabels;
  /** "message", "partnership inquiry": how emails name it. */
  what: string;
  /** What happens next, told to the sender in the confirmation. */
  next: string;
  sender(form: z.output<S>): { name: string; email: string };
  /** Lines for the staff notification. */
  lines(form: z.output<S>): string[];
  /** Stores the row; returns its id. */
  insert(tx: Db, row: { reference: string; body: z.output<S>; email: string; createdAt: Date }): Promise<string>;
  refKey: string;
}

/**
 * A form that is validated, stored and acknowledged by email, nothing more: the contact
 * form and the partnership inquiry. Spam is answered as if accepted.
 */
export function simpleSubmissionRoute<S extends z.ZodType>(spec: SimpleSubmission<S>): RoutePlugin {
  return async (app, { services }) => {
    app.post(spec.path, async (request, reply) => {
      const now = services.now();
      if (isSpam(request.body, now)) return spamReceipt(request, reply, spec.prefix, now);
      const form = parseBody(spec.schema, request.body, spec.labels);
      const sender = spec.sender(form);
      const reference = makeReference(spec.prefix, now);
      await services.database.write(async (tx) => {
        const id = await spec.insert(tx, { reference, body: form, email: sender.email, createdAt: now });
        const about = { what: spec.what, reference, lines: spec.lines(form), refs: { [spec.refKey]: id } };
        await enqueueMessages(
          tx,
          [clientConfirmation(sender.email, sender.name, about, spec.next), staffNotification(services.env.STAFF_EMAIL, about)],
          now,
        );
      });
      services.outboxJob?.kick();
      return reply.status(201).send(receipt(reference, now));
    });
  };
}
