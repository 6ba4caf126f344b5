import type { APIRequestContext, Page } from '@playwright/test';
import { mailbox } from './support/mailbox';
import { admin, adminData, isRow, type Row } from './support/admin-api';
import { expect, seriousAxeViolations, test } from './support/fixtures';
import { storedByReference, uniqueEmail } from './support/form-steps';

/*
 * From a quote to an assigned project: a document quote with a file, priced in the calculator
 * and requested from the API, becomes an order; confirmed by its client, it becomes a project; its offers reach matching translators (read
 * from the outbox as staff would); the first accept on /jobs/?offer= wins, and a
 * rival's accept is told the project is taken.
 */

async function adminRows(request: APIRequestContext, path: string): Promise<Row[]> {
  const data = await adminData(request, path);
  return Array.isArray(data) ? data.filter(isRow) : [];
}

async function adminRow(request: APIRequestContext, path: string): Promise<Row> {
  const data = await adminData(request, path);
  expect(isRow(data), `admin/${path} is a record`).toBe(true);
  return isRow(data) ? data : {};
}

interface OfferLink {
  offerId: string;
  recipient: string;
  /** The link's path and query, opened on the site under test. */
  path: string;
}

/** The offer emails the outbox sent for one project, with their links as the professionals got them. */
async function offerLinks(request: APIRequestContext, projectId: string): Promise<OfferLink[]> {
  const messages = await adminRows(request, 'outbox?kind=offer&limit=200');
  const mailed = await mailbox();
  return messages.flatMap((message) => {
    const refs = isRow(message.refs) ? message.refs : {};
    const link = /\/jobs\/\?offer=[A-Za-z0-9_-]{43}/.exec(mailed(message));
    if (refs.projectId !== projectId || link === null) return [];
    return [{ offerId: String(refs.offerId), recipient: String(message.recipient), path: link[0] }];
  });
}

/** The project a quote became, once the tick has sent at least `atLeast` offers for it. */
async function offersForQuote(request: APIRequestContext, quoteId: string, atLeast: number): Promise<{ projectId: string; links: OfferLink[] }> {
  const project = (await adminRows(request, 'projects?limit=200')).find((row) => row.sourceId === quoteId);
  expect(project, 'a project for the quote').toBeDefined();
  const projectId = String(project?.id);
  expect((await request.post('/api/v1.1/admin/assignment/tick', { headers: admin })).status()).toBe(200);
  await expect.poll(async () => (await offerLinks(request, projectId)).length).toBeGreaterThanOrEqual(atLeast);
  return { projectId, links: await offerLinks(request, projectId) };
}

/** The client confirms the order a quote request became, with the token of its receipt: only then is it offered. */
async function confirmOrder(request: APIRequestContext, receipt: Row): Promise<void> {
  const confirmed = await request.post(`/api/v1.1/orders/${String(receipt.orderToken)}/confirm`, { data: {} });
  expect(confirmed.status(), 'POST orders/{token}/confirm').toBe(200);
}

const offerPanel = (page: Page) => page.locator('[data-offer-status]');

/** "$1,234.50" → 123450. */
const centsOf = (money: string) => Math.round(Number(money.replace(/[^0-9.]/g, '')) * 100);

const certificate = 'Acta de nacimiento. Registro Civil de Guadalajara, Jalisco. Nombre: María José Pérez Gómez. Fecha de nacimiento: 14 de marzo de 1991.';

test('a document quote with a file reaches matching translators; the first accept assigns it, a second finds it taken', async ({ page, request }) => {
  test.setTimeout(120_000);

  // The client: a Spanish birth certificate, counted and priced in the calculator.
  await page.goto('/pricing/?doc-from=spanish');
  const calculator = page.locator('[data-calculator="document"]');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.locator('[data-live]')).toBeVisible();
  const file = { name: 'acta-de-nacimiento.txt', mimeType: 'text/plain', buffer: Buffer.from(certificate) };
  await page.setInputFiles('#doc-files', [file]);
  const count = page.getByTestId('file-row').getByTestId('file-count');
  await expect(count).toHaveText(/^\d+ words$/);
  const words = Number.parseInt((await count.textContent()) ?? '', 10);
  const totalCents = centsOf((await page.getByTestId('doc-total').textContent()) ?? '');

  // The request goes to POST quotes with the file, as the request form sends it. (The form is
  // not yet mounted under the calculators on /pricing/; once it is, these steps move to it.)
  const email = uniqueEmail('assignment');
  const quoted = await request.post('/api/v1.1/quotes', {
    multipart: {
      data: JSON.stringify({
        calculator: 'document',
        quote: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: file.name, words }] },
        clientQuote: { totalCents },
        name: 'María José Pérez',
        email,
        preferredContactMethod: 'email',
        company_website: '',
        formFillMs: 60_000,
      }),
      files: file,
    },
  });
  expect(quoted.status()).toBe(201);
  const receipt: unknown = await quoted.json();
  const answer = isRow(receipt) && isRow(receipt.data) ? receipt.data : {};
  // The server counted the file again and agrees with the calculator, to the cent.
  expect(answer).toMatchObject({ differs: false, files: [{ name: file.name, words }] });
  const quote = await storedByReference(request, 'quotes', String(answer.reference));
  expect(quote.files).toHaveLength(1);
  await confirmOrder(request, answer);

  // Staff: the confirmed order became a project, and the tick sent its first wave of offers.
  const { projectId, links } = await offersForQuote(request, String(quote.id), 2);
  const [first, second] = links;
  if (first === undefined || second === undefined) throw new Error('Two offers were expected');

  const project = await adminRow(request, `projects/${projectId}`);
  const offers = Array.isArray(project.offers) ? project.offers.filter(isRow) : [];
  for (const offer of offers) {
    const professional = await adminRow(request, `professionals/${String(offer.professionalId)}`);
    expect(professional.userType).toBe('translator');
    expect(professional.languages).toContain('spanish');
  }
  const winner = offers.find((offer) => offer.id === first.offerId);

  // A rival translator opens their offer first, and is still looking at it when the other accepts.
  const rival = await page.context().newPage();
  await rival.goto(second.path);
  await expect(rival.getByRole('heading', { name: `Project ${String(project.reference)} is offered to you` })).toBeVisible();

  // The first translator: the project, then accepted, the job; never the client's own email.
  await page.goto(first.path);
  await expect(page.getByRole('heading', { name: `Project ${String(project.reference)} is offered to you` })).toBeVisible();
  await expect(offerPanel(page)).toContainText('Spanish into English');
  await expect(offerPanel(page)).not.toContainText(email);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Accept this project' }).click();
  const accepted = page.getByRole('heading', { name: `Project ${String(project.reference)} is yours` });
  await expect(accepted).toBeFocused();
  await expect(offerPanel(page)).toHaveAttribute('data-offer-status', 'accepted');
  await expect(offerPanel(page).getByRole('heading', { name: 'The job' })).toBeVisible();
  await expect(offerPanel(page)).toContainText('hello@verbalis.com');
  await expect(offerPanel(page)).not.toContainText(email);

  const assigned = await adminRow(request, `projects/${projectId}`);
  expect(assigned.status).toBe('assigned');
  expect(assigned.professionalId).toBe(winner?.professionalId);

  // The rival accepts a moment too late.
  await rival.getByRole('button', { name: 'Accept this project' }).click();
  await expect(rival.getByRole('heading', { name: 'This project has already been taken' })).toBeFocused();
  await expect(offerPanel(rival)).toHaveAttribute('data-offer-status', 'taken');
  await expect(offerPanel(rival)).not.toContainText(email);
  expect((await adminRow(request, `projects/${projectId}`)).professionalId).toBe(winner?.professionalId);
});

test('a translator declines with a reason, which staff can read, and the offer stays declined', async ({ page, request }) => {
  const quoted = await request.post('/api/v1.1/quotes', {
    data: {
      calculator: 'document',
      quote: { service: 'certified', sourceLanguage: 'portuguese', targetLanguage: 'english', documents: [{ name: 'certidao-de-casamento.pdf', words: 420 }] },
      name: 'João Almeida',
      email: uniqueEmail('decline'),
      preferredContactMethod: 'email',
      company_website: '',
      formFillMs: 10_000,
    },
  });
  expect(quoted.status()).toBe(201);
  const receipt: unknown = await quoted.json();
  const data = isRow(receipt) && isRow(receipt.data) ? receipt.data : {};
  const reference = String(data.reference);
  await confirmOrder(request, data);
  const quote = await storedByReference(request, 'quotes', reference);
  const { projectId, links } = await offersForQuote(request, String(quote.id), 1);
  const [offer] = links;
  if (offer === undefined) throw new Error('An offer was expected');

  await page.goto(offer.path);
  await expect(offerPanel(page)).toHaveAttribute('data-offer-status', 'open');
  await expect(offerPanel(page)).toContainText('Portuguese into English');
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const reason = page.getByLabel(/^Reason for declining/);
  await expect(reason).toBeFocused();
  await reason.fill('Away at a conference until the deadline.');
  await page.getByRole('button', { name: 'Decline this offer' }).click();
  await expect(page.getByRole('heading', { name: 'You declined this offer' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Accept this project' })).toHaveCount(0);

  const project = await adminRow(request, `projects/${projectId}`);
  const events = Array.isArray(project.events) ? project.events.filter(isRow) : [];
  const declined = events.find((event) => event.kind === 'offer-declined' && event.offerId === offer.offerId);
  expect(declined?.detail).toEqual({ reason: 'Away at a conference until the deadline.' });

  await page.reload();
  await expect(offerPanel(page)).toHaveAttribute('data-offer-status', 'declined');
});

test('an offer that cannot be reached offers a retry', async ({ page }) => {
  let blocked = true;
  await page.route('**/api/v1.1/offers/**', (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(`/jobs/?offer=${'n'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'We could not reach our servers' })).toBeVisible();
  blocked = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  // The server answers now: this token opens nothing.
  await expect(page.getByRole('heading', { name: 'This offer link does not open an offer' })).toBeFocused();
});

test('a link that opens no offer says so, and the guide without one shows no panel', async ({ page }) => {
  await page.goto(`/jobs/?offer=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This offer link does not open an offer' })).toBeVisible();
  await expect(offerPanel(page)).toHaveAttribute('data-offer-status', 'invalid');
  await page.goto('/jobs/?offer=cut-short');
  await expect(offerPanel(page)).toHaveAttribute('data-offer-status', 'invalid');
  await page.goto('/jobs/');
  await expect(offerPanel(page)).toHaveAttribute('data-offer-status', 'invalid');
  await page.goto('/pro/translator/');
  await expect(page.getByRole('heading', { name: 'How to respond to an offer' })).toBeVisible();
  await expect(offerPanel(page)).toHaveCount(0);
});

test('a link to the guide from an offer email sent before offers had their own page goes on to the offer', async ({ page }) => {
  const token = 'y'.repeat(43);
  await page.goto(`/pro/interpreter/?offer=${token}`);
  await expect(page).toHaveURL(`/jobs/?offer=${token}`);
  await expect(offerPanel(page)).toHaveAttribute('data-offer-status', 'invalid');
});
