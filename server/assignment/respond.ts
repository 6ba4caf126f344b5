import { and, eq, exists, gt, ne } from 'drizzle-orm';
import { site } from '@/lib/site';
import { ApiError, notFound } from '../http/errors';
import { offers, projects } from '../db/schema';
import { enqueueMessages } from '../outbox/enqueue';
import { assignmentConfirmation, staffAssignmentNotice } from '../outbox/templates';
import type { AssignmentDeps } from './deps';
import { recordEvents } from './events';
import { conflictFor, findOffer, offerState, offerView, type OfferRecord, type OfferView } from './offer-view';
import { jobView } from '../orders/job';
import { projectAssigned } from '../orders/project-hooks';
import { projectBrief } from './projects';
import { sendOffers } from './waves';

/** Thrown inside a transaction to roll it back when the conditional update found nothing. */
class LostRace extends Error {}

async function requireOffer(deps: AssignmentDeps, token: string): Promise<OfferRecord> {
  const record = await findOffer(deps.db, token);
  if (record === undefined) throw notFound('This offer link is not valid. Check that it was copied completely.');
  return record;
}

async function conflictError(deps: AssignmentDeps, token: string): Promise<ApiError> {
  const state = offerState(await requireOffer(deps, token), deps.now());
  const { code, message } = conflictFor(state);
  return new ApiError(409, message, { code });
}

export async function getOffer(deps: AssignmentDeps, token: string): Promise<OfferView> {
  const record = await requireOffer(deps, token);
  return offerView(record, deps.names, deps.now(), await jobView(deps.db, record));
}

/** What the job needs from what the client gave; their own name, email and telephone stay with the company. */
const jobLabels: Record<string, string> = {
  address: 'Address',
  onSiteContact: 'On-site contact',
  meetingDetails: 'Meeting details',
  nameSpellings: 'Name spellings',
  bookingNotes: 'Booking notes',
  notes: 'Notes',
};

const jobLines = (contact: Record<string, string>): string[] => [
  ...Object.entries(jobLabels).flatMap(([key, label]) => {
    const value = contact[key];
    return value === undefined || value === '' ? [] : [`${label}: ${value}`];
  }),
  `Questions about the job: ${site.email} or ${site.phoneDisplay} (please don't contact the client directly).`,
];

/**
 * The first valid accept wins, exactly once. One conditional update moves the project from
 * `offering` to `assigned` only while this offer is still pending; concurrent accepts queue
 * on the project row and then find it assigned, so they get 409. Every path that touches a
 * project and its offers locks the project row first, so they cannot deadlock.
 */
export async function acceptOffer(deps: AssignmentDeps, token: string): Promise<OfferView> {
  const { offer, professional } = await requireOffer(deps, token);
  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const stillOpen = tx
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.id, offer.id), eq(offers.status, 'pending'), gt(offers.expiresAt, now)));
      const [project] = await tx
        .update(projects)
        .set({ status: 'assigned', professionalId: offer.professionalId, updatedAt: now })
        .where(and(eq(projects.id, offer.projectId), eq(projects.status, 'offering'), exists(stillOpen)))
        .returning();
      if (project === undefined) throw new LostRace();
      await tx.update(offers).set({ status: 'accepted', respondedAt: now }).where(eq(offers.id, offer.id));
      await projectAssigned(tx, project.id, professional.name, now);
      const superseded = await tx
        .update(offers)
        .set({ status: 'superseded' })
        .where(and(eq(offers.projectId, project.id), eq(offers.status, 'pending'), ne(offers.id, offer.id)))
        .returning({ id: offers.id, professionalId: offers.professionalId });
      await recordEvents(
        tx,
        [
          { projectId: project.id, kind: 'offer-accepted', offerId: offer.id, professionalId: offer.professionalId },
          { projectId: project.id, kind: 'project-assigned', professionalId: offer.professionalId },
          ...superseded.map((o) => ({
            projectId: project.id,
            kind: 'offer-superseded' as const,
            offerId: o.id,
            professionalId: o.professionalId,
          })),
        ],
        now,
      );
      const brief = projectBrief(project, deps.names);
      const refs = { projectId: project.id, offerId: offer.id };
      await enqueueMessages(
        tx,
        [
          assignmentConfirmation(professional.email, professional.name, brief, jobLines(project.clientContact), refs),
          staffAssignmentNotice(deps.staffEmail, brief, `assigned to ${professional.name}`, refs),
        ],
        now,
      );
    });
  } catch (error) {
    if (error instanceof LostRace) throw await conflictError(deps, token);
    throw error;
  }
  return getOffer(deps, token);
}

/** Declining frees the place: the next-ranked candidate gets an offer in the same wave. */
export async function declineOffer(deps: AssignmentDeps, token: string, reason: string | undefined): Promise<OfferView> {
  const { offer } = await requireOffer(deps, token);
  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.now();
      // Project row first, as everywhere else (see acceptOffer).
      const [project] = await tx.select().from(projects).where(eq(projects.id, offer.projectId)).for('update');
      const [declined] = await tx
        .update(offers)
        .set({ status: 'declined', respondedAt: now })
        .where(and(eq(offers.id, offer.id), eq(offers.status, 'pending'), gt(offers.expiresAt, now)))
        .returning();
      if (declined === undefined) throw new LostRace();
      await recordEvents(
        tx,
        [
          {
            projectId: declined.projectId,
            kind: 'offer-declined',
            offerId: declined.id,
            professionalId: declined.professionalId,
            detail: reason === undefined ? {} : { reason },
          },
        ],
        now,
      );
      if (project?.status === 'offering') await sendOffers(tx, project, deps, 1, project.waves);
    });
  } catch (error) {
    if (error instanceof LostRace) throw await conflictError(deps, token);
    throw error;
  }
  return getOffer(deps, token);
}
