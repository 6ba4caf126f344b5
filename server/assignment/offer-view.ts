import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { offerStates, offerViewSchema } from '@/lib/api/contract/offers';
import type { Db } from '../db/database';
import { offers, professionals, projects } from '../db/schema';
import type { NameResolver } from '../names';
import { hashOfferToken, isWellFormedToken, tokenMatches } from './tokens';

export type OfferState = (typeof offerStates)[number];

export interface OfferRecord {
  offer: typeof offers.$inferSelect;
  project: typeof projects.$inferSelect;
  professional: typeof professionals.$inferSelect;
}

/** The offer a token opens, or undefined; the stored hash is compared in constant time. */
export async function findOffer(db: Db, token: string): Promise<OfferRecord | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await db
    .select({ offer: offers, project: projects, professional: professionals })
    .from(offers)
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .innerJoin(professionals, eq(professionals.id, offers.professionalId))
    .where(eq(offers.tokenHash, hashOfferToken(token)));
  return row !== undefined && tokenMatches(token, row.offer.tokenHash) ? row : undefined;
}

export function offerState({ offer, project }: OfferRecord, now: Date): OfferState {
  switch (offer.status) {
    case 'pending':
      return offer.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
    case 'accepted':
      return 'accepted';
    case 'declined':
      return 'declined';
    case 'expired':
      return 'expired';
    case 'handed_back':
      return 'handed-back';
    case 'superseded':
      if (project.status === 'cancelled') return 'cancelled';
      return project.professionalId !== null && project.professionalId !== offer.professionalId ? 'taken' : 'withdrawn';
  }
}

type OfferViewData = z.output<typeof offerViewSchema>;

/**
 * What the /pro/ page shows (the contract's `offerViewSchema`). The job (server/orders/job.ts)
 * only while this offer is the accepted one; the client's own email and telephone never: questions
 * go through the company.
 */
export function offerView(record: OfferRecord, names: NameResolver, now: Date, job: OfferViewData['job']): OfferViewData {
  const { offer, project, professional } = record;
  const state = offerState(record, now);
  return {
    state,
    offer: {
      expiresAt: offer.expiresAt.toISOString(),
      respondedAt: offer.respondedAt?.toISOString() ?? null,
      wave: offer.wave,
    },
    professional: { name: professional.name, userType: professional.userType },
    project: {
      reference: project.reference,
      service: project.service,
      serviceName: names.service(project.service),
      sourceLanguage: project.sourceLanguage,
      sourceLanguageName: names.language(project.sourceLanguage),
      targetLanguage: project.targetLanguage,
      targetLanguageName: names.language(project.targetLanguage),
      volume: project.volume,
      words: project.words,
      minutes: project.minutes,
      startsAt: project.startsAt?.toISOString() ?? null,
      timeZone: project.timeZone,
      location: project.location,
      locationName: project.location === null ? null : names.location(project.location),
      platform: project.platform,
      platformName: project.platform === null ? null : names.platform(project.platform),
      deadline: project.deadline.toISOString(),
      urgency: project.urgency,
      payCents: offer.payCents,
      currency: 'USD',
    },
    job: state === 'accepted' ? job : null,
  };
}

export type OfferView = ReturnType<typeof offerView>;

const conflicts: Record<Exclude<OfferState, 'open'>, { code: string; message: string }> = {
  accepted: { code: 'offer_already_accepted', message: 'You have already accepted this offer; the project is yours.' },
  taken: { code: 'offer_taken', message: 'Another professional accepted this project first; it is no longer available.' },
  expired: { code: 'offer_expired', message: 'This offer has expired and can no longer be accepted or declined.' },
  declined: { code: 'offer_declined', message: 'You declined this offer; it can no longer be accepted.' },
  cancelled: { code: 'project_cancelled', message: 'This project was cancelled.' },
  withdrawn: { code: 'offer_withdrawn', message: 'This offer was withdrawn; the project is being reassigned.' },
  'handed-back': { code: 'offer_handed_back', message: 'You handed this job back; it is being offered to others.' },
};

export function conflictFor(state: OfferState): { code: string; message: string } {
  return state === 'open'
    ? { code: 'offer_unavailable', message: 'This offer cannot be answered right now; reload the page.' }
    : conflicts[state];
}
