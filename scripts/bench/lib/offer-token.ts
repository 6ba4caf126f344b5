/**
 * Creates a real offer the way production does: a visitor's quote request becomes an order, the
 * client confirms it, it becomes a project, the assignment runs, and the offer e-mail carries the
 * professional's link. Staff see the outbox with its links redacted, so the link is read from the
 * mail that arrived (`MailedText`: the arrived text of an outbox row, by recipient and subject).
 */

/** The text that arrived for an outbox row, or '' while it is not sent yet. */
export type MailedText = (message: Record<string, unknown>) => string;

/** Mail as an SMTP sink received it (tests/helpers/smtp-sink.ts, tests/e2e/support/start-server.mjs). */
interface ArrivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Looks an outbox row up among the mail that arrived: the latest to its recipient with its subject. */
export function mailedTextOf(received: readonly ArrivedMail[]): MailedText {
  return (message) => received.findLast((mail) => mail.to.includes(String(message.recipient)) && mail.subject === String(message.subject))?.text ?? '';
}

async function call(origin: string, path: string, init: RequestInit & { token?: string } = {}): Promise<unknown> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${origin}/api/v1.1/${path}`, { ...init, headers });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined;
}

/** A certified Spanish → English translation request, as the document form sends it without files. */
function quoteRequestBody(): object {
  return {
    calculator: 'document',
    quote: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'birth-certificate', words: 240 }] },
    name: 'Ana Souza',
    email: 'ana.souza@example.org',
    telephone: '+16175550143',
    preferredContactMethod: 'email',
    nameSpellings: 'Ana Souza',
    company_website: '',
    // The API holds in quarantine anything sent within seconds of the form being shown.
    formFillMs: 60_000,
  };
}

const offerLink = /\/jobs\/\?offer=([A-Za-z0-9_-]{20,})/;

/**
 * The token of the first offer among the outbox's rows (of `projectId` when given: other
 * orders' offers, some already accepted, are in the outbox too), read from the mail that arrived for it.
 */
export function tokenFromOutbox(rows: unknown, mailed: MailedText, projectId?: string): string | undefined {
  if (!Array.isArray(rows)) return undefined;
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) continue;
    const refs: unknown = Reflect.get(row, 'refs');
    if (projectId !== undefined && (typeof refs !== 'object' || refs === null || Reflect.get(refs, 'projectId') !== projectId)) continue;
    const match = offerLink.exec(mailed(row));
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** The project a confirmed order became: its quote (same reference) names it. */
async function projectOfOrder(origin: string, adminToken: string, confirmed: unknown): Promise<string> {
  const reference: unknown = typeof confirmed === 'object' && confirmed !== null ? Reflect.get(confirmed, 'reference') : undefined;
  const quotes = await call(origin, `admin/quotes?q=${encodeURIComponent(String(reference))}`, { token: adminToken });
  const quote: unknown = Array.isArray(quotes) ? quotes[0] : undefined;
  const projectId: unknown = typeof quote === 'object' && quote !== null ? Reflect.get(quote, 'projectId') : undefined;
  if (typeof projectId !== 'string') throw new Error(`the confirmed order ${String(reference)} has no project`);
  return projectId;
}

/** A quote request as a visitor sends it: the private token of the order it becomes (still `requested`). */
export async function createOrderToken(origin: string): Promise<string> {
  const receipt = await call(origin, 'quotes', { method: 'POST', body: JSON.stringify(quoteRequestBody()) });
  const token: unknown = typeof receipt === 'object' && receipt !== null ? Reflect.get(receipt, 'orderToken') : undefined;
  if (typeof token !== 'string') throw new Error(`the quote request's receipt has no order token: ${JSON.stringify(receipt)}`);
  return token;
}

/** `readMail` gives what has arrived so far; the outbox sends within a second or so, so it is asked again for up to 20 s. */
export async function createOfferToken(origin: string, adminToken: string, readMail: () => Promise<MailedText>): Promise<string> {
  const order = await createOrderToken(origin);
  const confirmed = await call(origin, `orders/${order}/confirm`, { method: 'POST', body: '{}' });
  const projectId = await projectOfOrder(origin, adminToken, confirmed);
  await call(origin, 'admin/assignment/tick', { method: 'POST', token: adminToken });
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const outbox = await call(origin, 'admin/outbox?kind=offer&limit=200', { token: adminToken });
    const token = tokenFromOutbox(outbox, await readMail(), projectId);
    if (token) return token;
  }
  throw new Error('the assignment sent no translator offer: is the database seeded with professionals, and the mail sink running?');
}
