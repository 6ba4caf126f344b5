import { createOfferToken } from '../assignment/tokens';
import type { Db } from '../db/database';
import { orderTokens } from '../db/schema';
import { invoiceLink, orderLink, type OrderLinks } from '../outbox/links';

/*
 * The client's links after the receipt's: a fresh token for each email (256 random bits, only its
 * hash kept, as the receipt's is), written in the transaction that writes the email. The outbox's
 * copy of the email keeps the link only until it is sent (outbox/redact.ts). A professional's
 * later links to their job are assignment/job-links.ts.
 */

/** A new private link to the order, for an email to its client, and the invoice's under the same token. */
export async function issueOrderLinks(tx: Db, siteUrl: string, orderId: string, at: Date): Promise<OrderLinks> {
  const { token, hash } = createOfferToken();
  await tx.insert(orderTokens).values({ tokenHash: hash, orderId, createdAt: at });
  return { order: orderLink(siteUrl, token), invoice: invoiceLink(siteUrl, token) };
}
