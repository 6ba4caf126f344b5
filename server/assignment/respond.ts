import { site } from '@/lib/site';
import { ApiError, notFound } from '../http/errors';
import { enqueueMessages } from '../outbox/enqueue';
import { jobLink, staffLinks } from '../outbox/links';
import { assignmentConfirmation, staffAssignmentNotice } from '../outbox/templates';
import type { AssignmentDeps } from './deps';
import { findOffer, offerView, type OfferRecord, type OfferView } from './offer-view';
import { jobView } from '../orders/job';
import { projectAssigned } from '../orders/project-hooks';
import { lockProject, moveOffers, moveProject, offerConflict, publicOfferState } from '../workflow';
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
  const state = publicOfferState(await requireOffer(deps, token), deps.now());
  const { code, message } = offerConflict(state);
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
 * The first valid accept wins, exactly once. Concurrent accepts queue on the project's row lock;
 * the winner's conditional updates move the offer (only while pending and open) and the project
 * (only while offering), so the others then find it assigned and get 409. Every path that touches
 * a project and its offers locks the project row first, so they cannot deadlock.
 */
export async function acceptOffer(deps: AssignmentDeps, token: string): Promise<OfferView> {
  const { offer, professional } = await requireOffer(deps, token);
  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const by = 'professional';
      await lockProject(tx, offer.projectId);
      const [accepted] = await moveOffers(tx, 'acceptOffer', { offerId: offer.id }, { by, at: now });
      if (accepted === undefined) throw new LostRace();
      const { professionalId } = offer;
      const project = await moveProject(tx, offer.projectId, 'assignProject', { by, at: now, set: { professionalId }, event: { professionalId } });
      if (project === undefined) throw new LostRace();
      if (!(await projectAssigned(tx, project.id, professional.name, now, deps.siteUrl))) throw new LostRace();
      await moveOffers(tx, 'supersedeOffer', { projectId: project.id, except: offer.id }, { by, at: now });
      const brief = projectBrief(project, deps.names, offer.payCents);
      const refs = { projectId: project.id, offerId: offer.id };
      await enqueueMessages(
        tx,
        [
          // The link the professional accepted with is the job's page from now on.
          assignmentConfirmation(professional.email, professional.name, brief, jobLines(project.clientContact), jobLink(deps.siteUrl, token), refs),
          staffAssignmentNotice(deps.staffEmail, brief, `assigned to ${professional.name}`, staffLinks.project(deps.siteUrl, project.id), refs),
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
      const project = await lockProject(tx, offer.projectId);
      const detail = reason === undefined ? undefined : { reason };
      const [declined] = await moveOffers(tx, 'declineOffer', { offerId: offer.id }, { by: 'professional', at: now, detail });
      if (declined === undefined) throw new LostRace();
      if (project?.status === 'offering') await sendOffers(tx, project, deps, 1, project.waves);
    });
  } catch (error) {
    if (error instanceof LostRace) throw await conflictError(deps, token);
    throw error;
  }
  return getOffer(deps, token);
}
