import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { offerViewSchema } from '@/lib/api/contract/offers';
import type { Db } from '../db/database';
import { offers, professionals, projects } from '../db/schema';
import type { NameResolver } from '../catalog/names';
import { publicOfferState } from '../workflow';
import { offerOfJobLink } from './job-links';
import { hashOfferToken, isWellFormedToken, tokenMatches } from './tokens';

export interface OfferRecord {
  offer: typeof offers.$inferSelect;
  project: typeof projects.$inferSelect;
  professional: typeof professionals.$inferSelect;
}

const offerRecords = (db: Db) =>
  db
    .select({ offer: offers, project: projects, professional: professionals })
    .from(offers)
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .innerJoin(professionals, eq(professionals.id, offers.professionalId));

/**
 * The offer a token opens, or undefined: the offer email's token, or a later email's link to the
 * job (./job-links.ts); the stored hash is compared in constant time.
 */
export async function findOffer(db: Db, token: string): Promise<OfferRecord | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await offerRecords(db).where(eq(offers.tokenHash, hashOfferToken(token)));
  if (row !== undefined) return tokenMatches(token, row.offer.tokenHash) ? row : undefined;
  const linked = await offerOfJobLink(db, token);
  if (linked === undefined) return undefined;
  const [record] = await offerRecords(db).where(eq(offers.id, linked));
  return record;
}

type OfferViewData = z.output<typeof offerViewSchema>;

/**
 * What the /pro/ page shows (the contract's `offerViewSchema`). The job (server/orders/job.ts)
 * only while this offer is the accepted one; the client's own email and telephone never: questions
 * go through the company.
 */
export function offerView(record: OfferRecord, names: NameResolver, now: Date, job: OfferViewData['job']): OfferViewData {
  const { offer, project, professional } = record;
  const state = publicOfferState(record, now);
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
