import { and, arrayContains, eq, inArray, sql } from 'drizzle-orm';
import type { ProfessionalRates } from '@/lib/api/contract/admin-records';
import type { Db } from '../db/database';
import { offers, professionals } from '../db/schema';
import { enqueueMessages } from '../outbox/enqueue';
import { jobLink } from '../outbox/links';
import { offerToProfessional } from '../outbox/templates';
import { offerStarts } from '../workflow';
import type { AssignmentDeps } from './deps';
import { recordEvents } from './events';
import { offerPayCents } from './pay';
import { offerTtlMs } from './policy';
import { activeLoadColumn } from './pool';
import { projectBrief, projectNeeds, type ProjectRow } from './projects';
import { rankCandidates, type CandidateProfile } from './ranking';
import { createOfferToken } from './tokens';

/**
 * Active professionals of the project's type not yet offered this attempt, with their load. Whoever
 * handed the project back is never offered it again, whatever the attempt.
 */
async function loadCandidates(tx: Db, project: ProjectRow): Promise<(CandidateProfile & { rates: ProfessionalRates })[]> {
  const languages = [project.sourceLanguage, project.targetLanguage].filter((l) => l !== 'english');
  const rows = await tx
    .select({
      professional: professionals,
      activeLoad: activeLoadColumn(),
    })
    .from(professionals)
    .where(
      and(
        eq(professionals.userType, project.userType),
        eq(professionals.active, true),
        languages.length > 0 ? arrayContains(professionals.languages, languages) : undefined,
        project.requiredCredentials.length > 0 ? arrayContains(professionals.certifications, project.requiredCredentials) : undefined,
        sql`not exists (select 1 from ${offers} where ${offers.projectId} = ${project.id} and ${offers.professionalId} = ${professionals.id} and (${offers.attempt} = ${project.attempt} or ${offers.status} = 'handed_back'))`,
      ),
    );
  return rows.map(({ professional: p, activeLoad }) => ({ ...p, activeLoad }));
}

/** One offer to send: to whom, at what pay, and what the event records of why. */
export interface OfferPick {
  professionalId: string;
  payCents: number;
  detail: Record<string, unknown>;
}

export interface IssuedOffer {
  offerId: string;
  professionalId: string;
  expiresAt: Date;
}

/**
 * Stores the offers (pending, each with its token's hash), emails each professional their link and
 * records an `offer-sent` event per offer. Runs inside the caller's transaction, which holds the
 * project's row; `start` names who sends them (the tick's waves, or staff by hand).
 */
export async function issueOffers(
  tx: Db,
  project: ProjectRow,
  deps: AssignmentDeps,
  picks: readonly OfferPick[],
  wave: number,
  start: keyof typeof offerStarts,
): Promise<IssuedOffer[]> {
  if (picks.length === 0) return [];
  const now = deps.now();
  const withTokens = picks.map((pick) => ({ pick, ...createOfferToken() }));
  const expiresAt = new Date(now.getTime() + offerTtlMs[project.urgency]);
  const inserted = await tx
    .insert(offers)
    .values(
      withTokens.map(({ pick, hash }) => ({
        projectId: project.id,
        professionalId: pick.professionalId,
        attempt: project.attempt,
        wave,
        status: offerStarts[start].to,
        tokenHash: hash,
        payCents: pick.payCents,
        expiresAt,
        createdAt: now,
      })),
    )
    .returning({ id: offers.id, professionalId: offers.professionalId });
  const offerIdOf = new Map(inserted.map((o) => [o.professionalId, o.id]));
  const ids = picks.map((p) => p.professionalId);
  const people = await tx.update(professionals).set({ lastOfferedAt: now }).where(inArray(professionals.id, ids)).returning();
  const personOf = new Map(people.map((p) => [p.id, p]));
  const sent = withTokens.flatMap(({ pick, token }) => {
    const person = personOf.get(pick.professionalId);
    const offerId = offerIdOf.get(pick.professionalId);
    return person === undefined || offerId === undefined ? [] : [{ pick, token, person, offerId }];
  });
  await enqueueMessages(
    tx,
    sent.map(({ pick, token, person, offerId }) =>
      offerToProfessional(
        person.email,
        person.name,
        projectBrief(project, deps.names, pick.payCents),
        jobLink(deps.siteUrl, token),
        expiresAt,
        { projectId: project.id, offerId },
        start === 'offerByHand',
      ),
    ),
    now,
  );
  await recordEvents(
    tx,
    sent.map(({ pick, person, offerId }) => ({
      projectId: project.id,
      kind: 'offer-sent' as const,
      offerId,
      professionalId: person.id,
      detail: { wave, ...pick.detail, expiresAt: expiresAt.toISOString() },
    })),
    now,
  );
  return sent.map(({ person, offerId }) => ({ offerId, professionalId: person.id, expiresAt }));
}

/**
 * Sends up to `count` offers for a project to the best-ranked candidates, in the given wave: only
 * to those who meet every rule, the credentials its promise requires included (ranking.ts).
 * Runs inside the caller's transaction, which holds the project row locked.
 */
export async function sendOffers(tx: Db, project: ProjectRow, deps: AssignmentDeps, count: number, wave: number): Promise<number> {
  const candidates = await loadCandidates(tx, project);
  const ratesOf = new Map(candidates.map((c) => [c.id, c.rates]));
  const picks = rankCandidates(projectNeeds(project), candidates, deps.now())
    .slice(0, count)
    .map((ranked) => ({
      professionalId: ranked.candidate.id,
      payCents: offerPayCents(ratesOf.get(ranked.candidate.id) ?? {}, project),
      detail: { score: ranked.score },
    }));
  return (await issueOffers(tx, project, deps, picks, wave, 'sendOffer')).length;
}
