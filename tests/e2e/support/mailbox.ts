import { mailedTextOf, type MailedText } from '../../../scripts/bench/lib/offer-token';

/*
 * The mail the e2e server sent, as its recipients got it (start-server.mjs runs the SMTP sink).
 * The outbox's staff view shows who was mailed what, with every capability link redacted; the
 * link itself is read here, from the message that arrived.
 */

const mailPort = Number(process.env.E2E_MAIL_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);

/** What has arrived so far, as a lookup by outbox row. */
export async function mailbox(): Promise<MailedText> {
  const response = await fetch(`http://127.0.0.1:${mailPort}/`);
  return mailedTextOf((await response.json()) as Parameters<typeof mailedTextOf>[0]);
}
