import { buildPdf } from '@/tests/fixtures/wordcount/pdf-builder';
import { join } from 'node:path';
import { mailbox } from './mailbox';
import type { Page } from '@playwright/test';
import { createOfferToken, createOrderToken } from '../../../scripts/bench/lib/offer-token';
import { pageTemplates } from '../../../scripts/bench/lib/templates';
import { adminToken, mockIpLookup, uniqueEmail } from './form-steps';

const outDir = join(process.cwd(), 'out');
/** The offer page once the offer is accepted: the job, its source files, the delivery form and the hand-back. */
function acceptedOfferTemplate(): string {
  return '/jobs/?offer=accepted';
}
/** One page of every template: the benchmark's nine plus the other layouts of the site. */
export const gateTemplates = [
  ...pageTemplates(outDir).map((template) => template.path),
  '/services/',
  '/services/document-translation/spanish/',
  '/services/on-site-interpretation/new-york-ny/',
  '/blog/',
  '/support/',
  '/faq/',
  '/partnership/',
  '/translators/',
  '/pro/',
  // A role's guide, with its application form (the offer's page is the benchmark's template).
  '/pro/translator/',
  acceptedOfferTemplate(),
  '/orders/',
  '/agreement/terms-of-service/',
  '/page/portuguese-immigration-translation/',
  '/this-page-does-not-exist/',
  // The back office: its sign-in page, and signed-in pages (tabs, a list with its filters, the audit log's filters and entries, forms and row actions).
  '/staff/',
  '/staff/dashboard/',
  '/staff/inbox/',
  '/staff/projects/',
  '/staff/orders/',
  // An order's detail with a delivery waiting for review (openTemplate delivers one).
  '/staff/orders/?id=delivered',
  '/staff/audit/',
  '/staff/accounts/',
];

/** Creates an admin through the API with the e2e ADMIN_TOKEN and signs in with the form, as staff do. */
export async function signInAsStaff(page: Page): Promise<void> {
  const email = uniqueEmail('gate-admin');
  const password = 'gate admin passphrase';
  const created = await page.request.post('/api/v1.1/admin/staff', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email, name: 'Gate Admin', role: 'admin', password },
  });
  if (created.status() !== 201) throw new Error(`creating a staff account answered ${created.status()}: ${await created.text()}`);
  await page.goto('/staff/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).waitFor();
}

/**
 * An order waiting for staff's review, made as production makes one: a quote request confirmed
 * and offered, the offer accepted, a translation delivered through the professional's API.
 */
export async function deliveredOrderId(page: Page): Promise<string> {
  // Called once signed in, so the page is on the site.
  const origin = new URL(page.url()).origin;
  const offer = await createAcceptedOfferToken(origin, adminToken);
  const delivered = await page.request.post(`/api/v1.1/offers/${offer}/delivery`, {
    // A certified translation: a PDF, with the translator's signed certification statement.
    multipart: {
      note: 'Names as in the passport.',
      data: JSON.stringify({ signatureName: 'Lucía Romero', signatureConsent: true }),
      files: {
        name: 'translation.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(buildPdf([{ kind: 'text', lines: ['Birth certificate, translated into English.'] }])),
      },
    },
  });
  if (delivered.status() >= 300) throw new Error(`delivering answered ${delivered.status()}: ${await delivered.text()}`);
  // This offer's order, not the newest delivered one: other workers deliver orders of their own meanwhile.
  const headers = { Authorization: `Bearer ${adminToken}` };
  const offered = (await (await page.request.get(`/api/v1.1/offers/${offer}`)).json()) as { data: { project: { reference: string } } };
  const projects = await page.request.get(`/api/v1.1/admin/projects?q=${encodeURIComponent(offered.data.project.reference)}`, { headers });
  const [project] = ((await projects.json()) as { data: { id: string }[] }).data;
  const res = await page.request.get('/api/v1.1/admin/orders?status=delivered&limit=200', { headers });
  const order = ((await res.json()) as { data: { id: string; projectId: string | null }[] }).data.find((row) => row.projectId === project?.id);
  if (order === undefined) throw new Error(`listing delivered orders answered ${res.status()} without the order of project ${offered.data.project.reference}`);
  return order.id;
}

/** The private links a template page may need: a professional's offer (open, and one accepted) and a client's order (still `requested`). */
export interface TemplateTokens {
  offer: string;
  acceptedOffer: string;
  order: string;
}

/**
 * An offer of a fresh order of its own, accepted through the API as the professional's button
 * does. Its own: the test workers create their tokens at the same time, and the newest offer in the
 * outbox may be another worker's.
 */
async function createAcceptedOfferToken(baseURL: string, adminToken: string): Promise<string> {
  const token = await createOfferToken(baseURL, adminToken, mailbox);
  const accepted = await fetch(`${baseURL}/api/v1.1/offers/${token}/accept`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  if (accepted.status !== 200) throw new Error(`accepting the template offer answered ${accepted.status}: ${await accepted.text()}`);
  return token;
}

/** Creates them through the real API, as a visitor's quote request and the assignment do. */
export async function createTemplateTokens(baseURL: string, adminToken: string): Promise<TemplateTokens> {
  const offer = await createOfferToken(baseURL, adminToken, mailbox);
  return { offer, acceptedOffer: await createAcceptedOfferToken(baseURL, adminToken), order: await createOrderToken(baseURL) };
}

/**
 * Opens a template page as a visitor does: the offer page with a real offer, as a professional
 * opens it from the e-mail, and the order page with a real order, as its client does.
 */
export async function openTemplate(page: Page, path: string, tokens: TemplateTokens): Promise<void> {
  await mockIpLookup(page);
  if (path.startsWith('/staff/') && path !== '/staff/') await signInAsStaff(page);
  if (path === '/orders/') await page.goto(`${path}?token=${tokens.order}`);
  else if (path === acceptedOfferTemplate()) await page.goto(`/jobs/?offer=${tokens.acceptedOffer}`);
  else if (path === '/staff/orders/?id=delivered') await page.goto(`/staff/orders/?id=${await deliveredOrderId(page)}`);
  else await page.goto(path === '/jobs/' ? `${path}?offer=${tokens.offer}` : path);
  await page.waitForLoadState('networkidle');
  // A back office page shows its data once the session is checked and the list loaded.
  if (path.startsWith('/staff/') && path !== '/staff/')
    await page
      .getByText(/^(Checking your session|Loading)…$/)
      .first()
      .waitFor({ state: 'detached' });
}
