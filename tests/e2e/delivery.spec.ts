import { readFile } from 'node:fs/promises';
import { mailbox } from './support/mailbox';
import type { APIRequestContext, Page } from '@playwright/test';
import { admin } from './support/admin-api';
import { expect, test } from './support/fixtures';
import { bookRemoteSession, sessionTimeZone, wallTime } from './support/remote-session';
import { confirmedReference, formShownAt, mockIpLookup, storedByReference, storedRows, uniqueEmail, waitForMinimumFillTime } from './support/form-steps';

/*
 * The professional's side of an order: a quote with a file, requested through the real form and
 * confirmed on the order page, is offered (the tick through the admin route), accepted from the
 * offer link read in the outbox; the translator downloads the source (the same bytes), uploads the
 * translation with the progress bar reaching 100 % and marks it delivered. An interpreter accepts
 * a remote booking, confirms the actual times and sees the final amount the server priced, as the
 * client then does on the order page.
 */

const certificate = 'Acta de nacimiento. Registro Civil de Guadalajara, Jalisco. Nombre: María José Pérez Gómez. Fecha de nacimiento: 14 de marzo de 1991.';

test.beforeEach(async ({ page }) => {
  await mockIpLookup(page);
});

/** The offer links sent for a project's source (quote or booking), once the tick has run. */
async function offerPaths(request: APIRequestContext, sourceId: string): Promise<string[]> {
  expect((await request.post('/api/v1.1/admin/assignment/tick', { headers: admin })).status()).toBe(200);
  const project = (await storedRows(request, 'projects')).find((row) => row.sourceId === sourceId);
  expect(project, 'a project for the order').toBeDefined();
  const outbox = async () => {
    const response = await request.get('/api/v1.1/admin/outbox?kind=offer&limit=200', { headers: admin });
    const body: unknown = await response.json();
    const rows: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined;
    return Array.isArray(rows) ? rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null) : [];
  };
  const paths = async () => {
    const mailed = await mailbox();
    return (await outbox()).flatMap((message) => {
      const refs = message.refs;
      const link = /\/jobs\/\?offer=[A-Za-z0-9_-]{43}/.exec(mailed(message));
      return typeof refs === 'object' && refs !== null && Reflect.get(refs, 'projectId') === project?.id && link !== null ? [link[0]] : [];
    });
  };
  await expect.poll(async () => (await paths()).length).toBeGreaterThan(0);
  return paths();
}

const panel = (page: Page) => page.locator('[data-offer-status]');

async function acceptOffer(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Accept this project' }).click();
  await expect(panel(page)).toHaveAttribute('data-offer-status', 'accepted');
  await expect(panel(page).getByRole('heading', { name: 'Your job' })).toBeVisible();
}

test('a translator downloads the source and delivers the translation with a progress bar', async ({ page, request }) => {
  test.setTimeout(180_000);
  // A standard translation: any file type, no certification statement to sign (order-loop.spec.ts signs a certified one).
  await page.goto('/pricing/?doc-from=spanish&doc-service=standard');
  const calculator = page.locator('[data-calculator="document"]');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.locator('[data-live]')).toBeVisible();
  await page.setInputFiles('#doc-files', [{ name: 'acta-de-nacimiento.txt', mimeType: 'text/plain', buffer: Buffer.from(certificate) }]);
  await expect(page.getByTestId('file-row').getByTestId('file-count')).toHaveText(/^\d+ words$/);
  await calculator.getByRole('button', { name: 'Request this quote' }).click();
  const form = calculator.locator('[data-slot="quote-request-form"] form');
  await expect(form).toBeVisible();
  const shownAt = formShownAt();
  const email = uniqueEmail('delivery');
  await page.locator('#quote-request-document-name').fill('Grace Lin');
  await page.locator('#quote-request-document-email').fill(email);
  await waitForMinimumFillTime(page, shownAt);
  await form.getByRole('button', { name: 'Request this quote' }).click();
  const reference = await confirmedReference(page, 'Quote request received', 'Q');

  // The client confirms on the order page.
  await page.getByTestId('order-link').click();
  await page.getByRole('button', { name: 'Confirm this order' }).click();
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'offering');
  const orderUrl = page.url();

  const quote = await storedByReference(request, 'quotes', reference);
  const [offerPath] = await offerPaths(request, String(quote.id));
  if (offerPath === undefined) throw new Error('no offer was sent');
  await acceptOffer(page, offerPath);
  await expect(panel(page)).not.toContainText(email);
  await expect(panel(page)).toContainText('hello@verbalis.com');

  // The source, as the client sent it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel(page)
      .getByRole('link', { name: /Download acta-de-nacimiento\.txt/ })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe('acta-de-nacimiento.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe(certificate);

  // The translation: large enough for the upload to report progress on its way.
  const translation = Buffer.from(`Birth certificate. Civil Registry of Guadalajara, Jalisco. Name: María José Pérez Gómez.\n`.repeat(20_000));
  const delivery = panel(page).locator('[data-delivery-form]');
  await delivery.locator('input[type="file"]').setInputFiles([{ name: 'birth-certificate.txt', mimeType: 'text/plain', buffer: translation }]);
  await delivery.getByLabel('Note to our reviewers').fill('Names as in the passport.');
  // Every value the progress bar shows, recorded as it changes.
  await page.evaluate(() => {
    const seen: number[] = [];
    Reflect.set(window, 'uploadProgress', seen);
    new MutationObserver(() => {
      const bar = document.querySelector('[data-upload-progress]');
      if (bar !== null) seen.push(Number(bar.getAttribute('data-upload-progress')));
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-upload-progress'] });
  });
  await delivery.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(delivery.getByText(/Deliver 1 file now\?/)).toBeVisible();
  await delivery.getByRole('button', { name: 'Yes, deliver' }).click();
  await expect(panel(page).locator('[data-job-state]')).toHaveText('Delivered — with our reviewers. We will write to you if anything needs changing.');
  const progress: unknown = await page.evaluate(() => Reflect.get(window, 'uploadProgress'));
  expect(progress).toEqual(expect.arrayContaining([100]));
  await expect(panel(page).locator('[data-delivery-form]')).toHaveCount(0);
  await expect(panel(page).locator('[data-round="1"]')).toContainText('With our reviewers');
  await expect(panel(page).locator('[data-round="1"]')).toContainText('birth-certificate.txt');

  await page.goto(orderUrl);
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'delivered');
});

test('an interpreter confirms a remote session’s completion and sees their pay for it, never the client’s amount', async ({ page, request }) => {
  test.setTimeout(120_000);
  const timeZone = sessionTimeZone;
  const { orderToken, reference } = await bookRemoteSession(request, 'https://zoom.us/j/123456789', 'completion');
  await page.goto(`/orders/?token=${orderToken}`);
  await page.getByRole('button', { name: 'Confirm this order' }).click();
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'offering');

  const booking = await storedByReference(request, 'bookings', reference);
  const [offerPath] = await offerPaths(request, String(booking.id));
  if (offerPath === undefined) throw new Error('no offer was sent');
  await acceptOffer(page, offerPath);
  await expect(panel(page)).toContainText('https://zoom.us/j/123456789');

  // The session ran for 2 h 50 min, ending five minutes ago (moved earlier than booked).
  const end = Math.floor((Date.now() - 5 * 60_000) / 60_000) * 60_000;
  const start = end - 170 * 60_000;
  const completion = panel(page).locator('[data-completion-form]');
  await completion.getByLabel('Actual start').fill(wallTime(start, timeZone));
  await completion.getByLabel('Actual end').fill(wallTime(end, timeZone));
  await completion.getByRole('button', { name: 'Confirm completion' }).click();
  // The interpreter sees their pay for the times (the sample rate, $60.00 an hour, for the 3 hours billed), never the client's amount.
  await expect(panel(page).locator('[data-final-pay]')).toHaveText('Your pay for these times: $180.00');
  await expect(panel(page).locator('[data-job-state]')).toContainText('Delivered — with our reviewers');

  // The client sees their amount, priced for 3 hours (2 h 50 min in 15-minute steps).
  await page.goto(`/orders/?token=${orderToken}`);
  await expect(page.getByTestId('order-final-total')).not.toHaveText('$180.00');
  await expect(page.getByTestId('order-final')).toContainText('3 hour');
});

test('a translator hands a job back with a reason, confirmed in place; the offer then says so', async ({ page, request }) => {
  test.setTimeout(120_000);
  const quoted = await request.post('/api/v1.1/quotes', {
    multipart: {
      data: JSON.stringify({
        calculator: 'document',
        quote: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta.txt', words: 20 }] },
        name: 'Grace Lin',
        email: uniqueEmail('hand-back'),
        preferredContactMethod: 'email',
        company_website: '',
        formFillMs: 60_000,
      }),
      files: { name: 'acta.txt', mimeType: 'text/plain', buffer: Buffer.from(certificate) },
    },
  });
  expect(quoted.status()).toBe(201);
  const receipt: unknown = await quoted.json();
  const data: unknown = typeof receipt === 'object' && receipt !== null ? Reflect.get(receipt, 'data') : undefined;
  if (typeof data !== 'object' || data === null) throw new Error('the quote has no receipt');
  expect((await request.post(`/api/v1.1/orders/${String(Reflect.get(data, 'orderToken'))}/confirm`, { data: {} })).status()).toBe(200);
  const quote = await storedByReference(request, 'quotes', String(Reflect.get(data, 'reference')));
  const [offerPath] = await offerPaths(request, String(quote.id));
  if (offerPath === undefined) throw new Error('no offer was sent');
  await acceptOffer(page, offerPath);

  await panel(page).getByRole('button', { name: 'Hand back this job' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Hand back the job?' });
  await expect(confirm.getByLabel('Why are you handing it back?')).toBeFocused();
  // Escape closes the confirmation only, and focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Hand back this job' })).toBeFocused();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Hand back the job' }).click();
  await expect(confirm.getByText('Tell us why, in a few words.')).toBeVisible();
  await confirm.getByLabel('Why are you handing it back?').fill('A family emergency this week.');
  await confirm.getByRole('button', { name: 'Hand back the job' }).click();
  await expect(page.getByRole('heading', { name: 'You handed this project back' })).toBeFocused();
  await expect(panel(page)).toHaveAttribute('data-offer-status', 'handed-back');
  await expect(panel(page).getByRole('heading', { name: 'Your job' })).toHaveCount(0);
});
