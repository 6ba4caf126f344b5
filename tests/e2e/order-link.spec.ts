import type { APIRequestContext, Page } from '@playwright/test';
import { adminData, isRow } from './support/admin-api';
import { expect, test } from './support/fixtures';
import { mockIpLookup, uniqueEmail } from './support/form-steps';
import { axeViolations } from './support/gate-checks';
import { mailbox } from './support/mailbox';

/*
 * A client who lost the link to their order opens /orders/, gives the reference and their email
 * address, and follows the link in the email that arrives. The page answers the same whether or
 * not they match an order; only a match is mailed.
 */

test.beforeEach(async ({ page }) => {
  await mockIpLookup(page);
});

/** A quote request made through the API, as the form makes it: its reference. */
async function placeOrder(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v1.1/quotes', {
    data: {
      calculator: 'document',
      quote: { service: 'standard', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'letter', words: 300 }] },
      name: 'Rosa Delgado',
      email,
      telephone: '+17135550143',
      preferredContactMethod: 'email',
      company_website: '',
      formFillMs: 60_000,
    },
  });
  expect(response.status()).toBe(201);
  const body: unknown = await response.json();
  const reference = isRow(body) && isRow(body.data) ? body.data.reference : undefined;
  if (typeof reference !== 'string') throw new Error('no reference');
  return reference;
}

/** The order links mailed to an address, as they arrived. */
async function linksMailedTo(request: APIRequestContext, email: string): Promise<string[]> {
  const rows = await adminData(request, 'outbox?kind=order-link&limit=200');
  const mailed = await mailbox();
  return (Array.isArray(rows) ? rows.filter(isRow) : [])
    .filter((row) => row.recipient === email)
    .map((row) => /\/orders\/\?token=[A-Za-z0-9_-]{43}/.exec(mailed(row))?.[0] ?? '');
}

async function askForLink(page: Page, reference: string, email: string) {
  const form = page.locator('form#lost-link');
  await form.getByLabel('Order reference').fill(reference);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Email me the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByTestId('lost-link-sent')).toContainText(`If ${reference.toUpperCase()} is an order made with ${email}`);
}

test('a client who lost the link has it emailed from /orders/ and opens the order with it', async ({ page, request }) => {
  const email = uniqueEmail('lost-link');
  const reference = await placeOrder(request, email);

  // Someone else's address: the same answer, and nothing is mailed to it.
  const stranger = uniqueEmail('stranger');
  await page.goto('/orders/');
  await expect(page.getByRole('heading', { name: 'Open your order' })).toBeVisible();
  await expect(page.locator('form#lost-link')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await askForLink(page, reference, stranger);
  expect(await axeViolations(page)).toEqual([]);

  // The client's own, typed as people do (the reference in lower case).
  await page.goto('/orders/');
  await askForLink(page, reference.toLowerCase(), email);
  let link = '';
  await expect
    .poll(
      async () => {
        [link = ''] = await linksMailedTo(request, email);
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  expect(await linksMailedTo(request, stranger)).toEqual([]);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 2, name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByTestId('order-state')).toContainText('Waiting for your confirmation');
});

test('the form checks the reference and the address with the shared rules before sending', async ({ page }) => {
  await page.goto('/orders/?token=cut-short');
  await expect(page.getByRole('heading', { name: 'This link does not open an order' })).toBeVisible();
  const form = page.locator('form#lost-link');
  await form.getByLabel('Order reference').fill('my order');
  await form.getByLabel('Email').fill('not an address');
  await form.getByRole('button', { name: 'Email me the link' }).click();
  await expect(form.getByText('Enter the Order reference as our emails write it, such as VQ-260601-7K3QXZ')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
