import { expect, test } from './support/fixtures';

/*
 * The API's readable reference: Swagger UI at /api/v1.1/docs/, rendering the OpenAPI document
 * the API generates from its contract, with every file from this server, under the page's own
 * Content-Security-Policy. (Not the site's fixtures: this page is not a hydrated site page.)
 */

test('the API reference renders every operation of the document, from this origin only, with a clean console', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const logged: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  page.on('response', (answer) => {
    if (answer.status() >= 400) logged.push(`${answer.status()}: ${answer.url()}`);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url());
  });
  // Some refusals never reach the console on their own: the event does.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });

  const openapi = await (await page.request.get('/api/v1.1/openapi.json')).json();
  const operations = Object.values(openapi.paths).flatMap((item) => Object.keys(item as object));

  const response = await page.goto('/api/v1.1/docs/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Verbalis API');
  await expect(page.locator('.opblock')).toHaveCount(operations.length);
  await expect(page.locator('.opblock-tag', { hasText: 'staff' })).toBeVisible();
  await expect(page.locator('.opblock-summary-path[data-path="/quotes/estimate"]')).toBeVisible();

  // An operation opens with its request body and answers, resolved from the components.
  const contact = page.locator('.opblock-post', { has: page.locator('.opblock-summary-path[data-path="/contact-messages"]') });
  await contact.locator('.opblock-summary-control').click();
  await expect(contact.locator('.opblock-section-request-body')).toBeVisible();
  await expect(contact.locator('.responses-table .response[data-code="201"]')).toBeVisible();
  await expect(contact.locator('.responses-table .response[data-code="429"]')).toContainText('Retry-After');

  expect(logged).toEqual([]);
  expect(foreign).toEqual([]);
});
