/**
 * Creates a real offer the way production does: a visitor's quote request becomes an order, the
 * client confirms it, it becomes a project, the assignment runs, and the offer e-mail in the
 * outbox carries the professional's link.
 */

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

const offerLink = /\/pro\/translator\/\?offer=([A-Za-z0-9_-]{20,})/;

/** The token of the first translator offer found in the outbox. */
export function tokenFromOutbox(rows: unknown): string | undefined {
  if (!Array.isArray(rows)) return undefined;
  for (const row of rows) {
    const text: unknown = typeof row === 'object' && row !== null ? Reflect.get(row, 'text') : undefined;
    const match = typeof text === 'string' ? offerLink.exec(text) : null;
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** A quote request as a visitor sends it: the private token of the order it becomes (still `requested`). */
export async function createOrderToken(origin: string): Promise<string> {
  const receipt = await call(origin, 'quotes', { method: 'POST', body: JSON.stringify(quoteRequestBody()) });
  const token: unknown = typeof receipt === 'object' && receipt !== null ? Reflect.get(receipt, 'orderToken') : undefined;
  if (typeof token !== 'string') throw new Error(`the quote request's receipt has no order token: ${JSON.stringify(receipt)}`);
  return token;
}

export async function createOfferToken(origin: string, adminToken: string): Promise<string> {
  const order = await createOrderToken(origin);
  await call(origin, `orders/${order}/confirm`, { method: 'POST', body: '{}' });
  await call(origin, 'admin/assignment/tick', { method: 'POST', token: adminToken });
  const outbox = await call(origin, 'admin/outbox?kind=offer&limit=20', { token: adminToken });
  const token = tokenFromOutbox(outbox);
  if (!token) throw new Error('the assignment sent no translator offer: is the database seeded with professionals?');
  return token;
}
