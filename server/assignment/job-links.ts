import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobLinks, offers, type projects } from '../db/schema';
import { jobLink } from '../outbox/links';
import { createOfferToken, hashOfferToken, tokenMatches } from './tokens';

/**
 * Links to the job behind an accepted offer for emails after the offer's own: the offer email's
 * token is never stored, so a later email (a revision to make) carries a token of its own, kept
 * as a hash in `job_links`, that opens the same offer page (`findOffer` falls back to it).
 */

/**
 * A new link to the job of the project's professional (their accepted offer), or undefined when
 * no offer holds the assignment (a project given out before offers recorded it).
 */
export async function issueJobLink(
  tx: Db,
  project: Pick<typeof projects.$inferSelect, 'id' | 'professionalId' | 'userType'>,
  siteUrl: string,
  at: Date,
): Promise<string | undefined> {
  if (project.professionalId === null) return undefined;
  const [offer] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.projectId, project.id), eq(offers.professionalId, project.professionalId), eq(offers.status, 'accepted')))
    .orderBy(desc(offers.createdAt))
    .limit(1);
  if (offer === undefined) return undefined;
  const { token, hash } = createOfferToken();
  await tx.insert(jobLinks).values({ offerId: offer.id, tokenHash: hash, createdAt: at });
  return jobLink(siteUrl, token);
}

/** The offer a job link's token opens, or undefined; the stored hash is compared in constant time. */
export async function offerOfJobLink(db: Db, token: string): Promise<string | undefined> {
  const [link] = await db
    .select()
    .from(jobLinks)
    .where(eq(jobLinks.tokenHash, hashOfferToken(token)));
  return link !== undefined && tokenMatches(token, link.tokenHash) ? link.offerId : undefined;
}
