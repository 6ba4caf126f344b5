import { createOrderToken } from '../../scripts/bench/lib/offer-token';
import { admin, adminData, isRow } from './support/admin-api';
import { expect, test } from './support/fixtures';
import { confirmedReference, formShownAt, mockIpLookup, storedByReference, uniqueEmail, waitForMinimumFillTime } from './support/form-steps';

// The client orders from Houston: the order page writes its times in their zone, named.
test.use({ timezoneId: 'America/Chicago' });

/*
 * The client's order: a quote request sent through the real form becomes an order, which the
 * client opens from the receipt's private link, reviews, and confirms (it is then offered) or
 * cancels. Everything goes through the real API and database.
 */

const certificate = 'Acta de nacimiento. Registro Civil de Guadalajara, Jalisco. Nombre: María José Pérez Gómez.';

test.beforeEach(async ({ page }) => {
  await mockIpLookup(page);
});

test('a quote request with a file is confirmed from the order link, and is then offered', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/pricing/?doc-from=spanish');
  const calculator = page.locator('[data-calculator="document"]');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.locator('[data-live]')).toBeVisible();
  await page.setInputFiles('#doc-files', [{ name: 'acta-de-nacimiento.txt', mimeType: 'text/plain', buffer: Buffer.from(certificate) }]);
  await expect(page.getByTestId('file-row').getByTestId('file-count')).toHaveText(/^\d+ words$/);
  const total = (await page.getByTestId('doc-total').textContent()) ?? '';
  await calculator.getByRole('button', { name: 'Request this quote' }).click();
  const form = calculator.locator('[data-slot="quote-request-form"] form');
  await expect(form).toBeVisible();
  const shownAt = formShownAt();
  await page.locator('#quote-request-document-name').fill('Grace Lin');
  await page.locator('#quote-request-document-email').fill(uniqueEmail('order'));
  await waitForMinimumFillTime(page, shownAt);
  await form.getByRole('button', { name: 'Request this quote' }).click();
  const reference = await confirmedReference(page, 'Quote request received', 'Q');

  // Nothing is offered before the client confirms.
  const quote = await storedByReference(request, 'quotes', reference);
  const projectsFor = async () => {
    const rows = await adminData(request, 'projects?limit=200');
    return Array.isArray(rows) ? rows.filter((row) => isRow(row) && row.sourceId === quote.id).filter(isRow) : [];
  };
  expect(await projectsFor()).toEqual([]);

  await page.getByTestId('order-link').click();
  await expect(page).toHaveURL(/\/orders\/\?token=[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('heading', { level: 2, name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByTestId('order-state')).toContainText('Waiting for your confirmation');
  await expect(page.getByTestId('order-summary')).toContainText('acta-de-nacimiento.txt');
  await expect(page.getByTestId('order-summary')).toContainText('Spanish to English');
  await expect(page.getByTestId('order-total')).toHaveText(total);
  await expect(page.getByText(/This quote can be confirmed until .+ C[SD]T\./)).toBeVisible();

  await page.getByRole('button', { name: 'Confirm this order' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Order ${reference}` })).toBeFocused();
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'offering');
  await expect(page.getByTestId('order-timeline')).toContainText('Offered to professionals');
  await expect(page.getByRole('button', { name: 'Confirm this order' })).toHaveCount(0);

  // Staff: the confirmed order is a project, and the tick offers it to translators.
  const [project] = await projectsFor();
  expect(project, 'a project for the confirmed order').toBeDefined();
  expect((await request.post('/api/v1.1/admin/assignment/tick', { headers: admin })).status()).toBe(200);
  await expect
    .poll(async () => {
      const detail = await adminData(request, `projects/${String(project?.id)}`);
      return isRow(detail) && Array.isArray(detail.offers) ? detail.offers.length : 0;
    })
    .toBeGreaterThan(0);

  // Reloaded, the page shows the same state: it is the database's, not the page's.
  await page.reload();
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'offering');
});

test('a client cancels an order after confirming the dialog; keeping it changes nothing', async ({ page, baseURL }) => {
  const token = await createOrderToken(baseURL ?? '');
  await page.goto(`/orders/?token=${token}`);
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'requested');

  await page.getByRole('button', { name: 'Cancel this order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'requested');

  await page.getByRole('button', { name: 'Cancel this order' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'cancelled');
  await expect(page.getByTestId('order-state')).toContainText('Cancelled. Nothing more will happen');
  await expect(page.getByRole('button', { name: /Confirm this order|Cancel this order/ })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'cancelled');
});

test('a refused confirmation is explained in place, with the order as it now stands', async ({ page, request, baseURL }) => {
  const token = await createOrderToken(baseURL ?? '');
  await page.goto(`/orders/?token=${token}`);
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'requested');
  // Cancelled meanwhile, from another tab.
  expect((await request.post(`/api/v1.1/orders/${token}/cancel`, { data: {} })).status()).toBe(200);
  await page.getByRole('button', { name: 'Confirm this order' }).click();
  await expect(page.locator('[data-order-state]').getByRole('alert')).toContainText("so it can't move from cancelled to confirmed");
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'cancelled');
});

test('a link that opens no order says so; without a link the page offers to email it', async ({ page }) => {
  for (const path of [`/orders/?token=${'A'.repeat(43)}`, '/orders/?token=short']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'This link does not open an order' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lost the link to your order?' })).toBeVisible();
  }
  await page.goto('/orders/');
  await expect(page.getByRole('heading', { name: 'Open your order' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This link does not open an order' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Lost the link to your order?' })).toBeVisible();
});

test('the order page has the private shell: the company name linking home, no site navigation or footer links', async ({ page }) => {
  await page.goto('/orders/');
  await expect(page.getByRole('heading', { name: 'Open your order' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link')).toHaveAttribute('href', '/');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(0);
  await expect(page).toHaveTitle('Your order | Verbalis');
});
