import { and, desc, eq } from 'drizzle-orm';
import { createOfferToken } from '../assignment/tokens';
import type { Db } from '../db/database';
import { offers, offerTokens, orderTokens, professionals } from '../db/schema';
import { jobLink, orderLink } from '../outbox/links';

/*
 * The links an email carries after the first one: a fresh token each time (256 random bits, only
 * its hash kept, as the receipt's and the offer's are), written in the transaction that writes the
 * email. The outbox's copy of the email keeps the link only until it is sent (outbox/redact.ts).
 */

/** A new private link to the order, for an email to its client. */
export async function issueOrderLink(tx: Db, siteUrl: string, orderId: string, at: Date): Promise<string> {
  const { token, hash } = createOfferToken();
  await tx.insert(orderTokens).values({ tokenHash: hash, orderId, createdAt: at });
  return orderLink(siteUrl, token);
}

/** A new link to an offer (and its job, once accepted), for an email to its professional. */
async function issueOfferLink(tx: Db, siteUrl: string, offer: { id: string; userType: string }, at: Date): Promise<string> {
  const { token, hash } = createOfferToken();
  await tx.insert(offerTokens).values({ tokenHash: hash, offerId: offer.id, createdAt: at });
  return jobLink(siteUrl, offer.userType, token);
}

/**
 * A new link to the job a professional holds on a project: their accepted offer's page. Undefined
 * when they hold none (staff withdrew the assignment), and there is no job to send them back to.
 */
export async function issueJobLink(tx: Db, siteUrl: string, projectId: string, professionalId: string, at: Date): Promise<string | undefined> {
  const [held] = await tx
    .select({ id: offers.id, userType: professionals.userType })
    .from(offers)
    .innerJoin(professionals, eq(professionals.id, offers.professionalId))
    .where(and(eq(offers.projectId, projectId), eq(offers.professionalId, professionalId), eq(offers.status, 'accepted')))
    .orderBy(desc(offers.createdAt))
    .limit(1);
  return held === undefined ? undefined : issueOfferLink(tx, siteUrl, held, at);
}
