import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from './support/fixtures';
import { adminToken, confirmedReference, formShownAt, mockIpLookup, uniqueEmail, waitForMinimumFillTime } from './support/form-steps';

/*
 * The whole loop of a translation order, in the browser through the real API and database: a
 * quote with a file through the real form → the client confirms on the order page → the tick
 * offers it → the translator opens the offer link from the outbox and accepts → downloads the
 * source and uploads the translation → staff sign in and approve it in the back office → the
 * client downloads the translation (the same bytes) and the certificate, read back with pdf.js.
 */

type Row = Record<string, unknown>;
const admin = { Authorization: `Bearer ${adminToken}` };
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

async function adminData(request: APIRequestContext, path: string): Promise<unknown> {
  const response = await request.get(`/api/v1.1/admin/${path}`, { headers: admin });
  expect(response.status(), `GET admin/${path}`).toBe(200);
  const body: unknown = await response.json();
  return isRow(body) ? body.data : undefined;
}

/** `npm run admin -- create-staff …` against the e2e server, the password on stdin (as staff.spec.ts does). */
function createStaffWithCli(baseURL: string, email: string, password: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'admin', '--', 'create-staff', '--email', email, '--name', 'Rita Reviewer', '--role', 'admin', '--password-stdin'], {
      env: { ...process.env, ADMIN_API_URL: `${baseURL}/api/v1.1`, ADMIN_TOKEN: adminToken },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`create-staff exited ${code}: ${output}`))));
    child.stdin.end(password);
  });
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

const source = 'Acta de nacimiento. Registro Civil de Guadalajara, Jalisco. Nombre: María José Pérez Gómez.';
const translation = Buffer.from('Birth certificate. Civil Registry of Guadalajara, Jalisco. Name: María José Pérez Gómez.\n');

test('a translation order from the quote form to the certified translation the client downloads', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  await mockIpLookup(page);

  // The client asks for a quote with the document through the real form.
  await page.goto('/pricing/?doc-from=spanish');
  const calculator = page.locator('[data-calculator="document"]');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.locator('[data-live]')).toBeVisible();
  await page.setInputFiles('#doc-files', [{ name: 'acta-de-nacimiento.txt', mimeType: 'text/plain', buffer: Buffer.from(source) }]);
  await expect(page.getByTestId('file-row').getByTestId('file-count')).toHaveText(/^\d+ words$/);
  await calculator.getByRole('button', { name: 'Request this quote' }).click();
  const form = calculator.locator('[data-slot="quote-request-form"] form');
  await expect(form).toBeVisible();
  const shownAt = formShownAt();
  await page.locator('#quote-request-document-name').fill('Grace Lin');
  await page.locator('#quote-request-document-email').fill(uniqueEmail('loop'));
  await waitForMinimumFillTime(page, shownAt);
  await form.getByRole('button', { name: 'Request this quote' }).click();
  const reference = await confirmedReference(page, 'Quote request received', 'Q');

  // … and confirms it on the order page.
  await page.getByTestId('order-link').click();
  await expect(page).toHaveURL(/\/orders\/\?token=[A-Za-z0-9_-]{43}$/);
  const orderUrl = page.url();
  await page.getByRole('button', { name: 'Confirm this order' }).click();
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'offering');

  // The tick offers it; the offer link is read from the outbox, as the translator gets it.
  const orders = await adminData(request, `orders?q=${reference}`);
  const order = Array.isArray(orders) ? orders.find(isRow) : undefined;
  expect(order?.reference).toBe(reference);
  const projectId = String(order?.projectId);
  expect((await request.post('/api/v1.1/admin/assignment/tick', { headers: admin })).status()).toBe(200);
  let offerPath = '';
  await expect
    .poll(async () => {
      const messages = await adminData(request, 'outbox?kind=offer&limit=200');
      const offer = (Array.isArray(messages) ? messages.filter(isRow) : []).find((m) => isRow(m.refs) && m.refs.projectId === projectId);
      offerPath = /\/pro\/translator\/\?offer=[A-Za-z0-9_-]{43}/.exec(String(offer?.text ?? ''))?.[0] ?? '';
      return offerPath;
    })
    .not.toBe('');
  const offerToken = offerPath.split('offer=')[1] ?? '';

  // The translator accepts on the offer page, downloads the source and delivers the translation.
  const pro = await page.context().newPage();
  await mockIpLookup(pro);
  await pro.goto(offerPath);
  await pro.getByRole('button', { name: 'Accept this project' }).click();
  await expect(pro.locator('[data-offer-status]')).toHaveAttribute('data-offer-status', 'accepted');
  const offer = await request.get(`/api/v1.1/offers/${offerToken}`);
  const job = (await offer.json()).data.job;
  const [sourceFile] = job.files;
  const sourceDownload = await request.get(`/api/v1.1/offers/${offerToken}/files/${String(sourceFile.id)}`);
  expect(sourceDownload.status()).toBe(200);
  expect(await sourceDownload.body()).toEqual(Buffer.from(source));
  const delivered = await request.post(`/api/v1.1/offers/${offerToken}/delivery`, {
    multipart: { note: 'Names as in the passport.', files: { name: 'birth-certificate-en.txt', mimeType: 'text/plain', buffer: translation } },
  });
  expect(delivered.status(), await delivered.text()).toBeLessThan(300);
  await page.reload();
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'delivered');

  // Staff: the first admin is made with the command line, signs in and approves in the back office.
  const email = uniqueEmail('reviewer');
  const password = 'reviewer passphrase for the loop';
  await createStaffWithCli(baseURL ?? '', email, password);
  const staff = await page.context().newPage();
  await mockIpLookup(staff);
  await staff.goto('/staff/');
  await staff.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await staff.getByLabel('Email').fill(email);
  await staff.getByLabel('Password').fill(password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await staff.getByLabel('Search', { exact: true }).fill(reference);
  await staff.getByRole('button', { name: 'Apply' }).click();
  await staff.getByRole('link', { name: reference }).click();
  await expect(staff.getByRole('heading', { level: 2, name: `Order ${reference}` })).toBeVisible();
  await expect(staff.getByRole('heading', { name: /Round 1, .*: pending/ })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'birth-certificate-en.txt' })).toBeVisible();
  await expect(staff.getByText('Names as in the passport.')).toBeVisible();
  await staff.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: `Approve ${reference}?` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText(`Order ${reference} approved`)).toBeVisible();
  await expect(staff.locator('[data-order-state]')).toHaveText('approved');
  await expect(staff.getByRole('link', { name: `certificate-${reference}.pdf` })).toBeVisible();

  // The client's page: the timeline shows the approval, and the files download.
  await page.goto(orderUrl);
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'approved');
  await expect(page.getByTestId('order-timeline')).toContainText('Approved');
  const downloads = page.getByTestId('order-downloads');
  await expect(downloads.getByRole('heading', { name: 'Your certified translation' })).toBeVisible();
  const file = await downloaded(page, () => downloads.getByRole('link', { name: /birth-certificate-en\.txt/ }).click());
  expect(file.download.suggestedFilename()).toBe('birth-certificate-en.txt');
  expect(file.bytes.equals(translation)).toBe(true);
  const certificate = await downloaded(page, () => downloads.getByRole('link', { name: /certificate-.*\.pdf/ }).click());
  expect(certificate.download.suggestedFilename()).toBe(`certificate-${reference}.pdf`);
  const text = await pdfText(new Uint8Array(certificate.bytes));
  expect(text).toContain('Certificate of Translation Accuracy');
  expect(text).toContain(`Order number: ${reference}`);
  expect(text).toContain('acta-de-nacimiento.txt (1 page)');
  expect(text).toContain('Language pair: Spanish to English');
  const [translator] = [await adminData(request, `projects/${projectId}`)].filter(isRow);
  const professional = await adminData(request, `professionals/${String(translator?.professionalId)}`);
  expect(text).toContain(`Translator: ${String(isRow(professional) ? professional.name : '')}`);
});
