import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { inlineScripts, scriptHash } from '../../server/site/csp';
import { expect, test } from './support/fixtures';
import { adminToken, daysAhead } from './support/form-steps';
import { axeViolations, cspDirective, makeCalculatorsLive, markInteractive, tabThrough, unreachedElements } from './support/gate-checks';
import { createTemplateTokens, gateTemplates, openTemplate, type TemplateTokens } from './support/gate-templates';

/*
 * The gates of every page template: axe with no violation of any impact (also with menus, a select,
 * the date picker and form errors open), the keyboard (Tab reaches every interactive element, each
 * with a visible focus ring, and each focusable element is operable) and the security headers of
 * every kind of response. The keyboard's other checks are in keyboard.spec.ts.
 */

let tokens: TemplateTokens = { offer: '', acceptedOffer: '', order: '' };
test.beforeAll(async ({}, testInfo) => {
  tokens = await createTemplateTokens(testInfo.project.use.baseURL ?? '', adminToken);
});
const open = (page: Page, path: string) => openTemplate(page, path, tokens);

/** Tabs through every interactive element of the page: each reached, with a ring, operable. */
async function checkKeyboard(page: Page): Promise<void> {
  const ids = await page.evaluate(markInteractive);
  expect(ids.length).toBeGreaterThan(0);
  const focused = await tabThrough(page, ids, ids.length + 40);
  const unreached = await page.evaluate(
    unreachedElements,
    focused.map((record) => record.id),
  );
  expect(unreached, 'interactive elements Tab never reached').toEqual([]);
  expect(
    focused.filter((record) => !record.ring).map((record) => record.label),
    'focused without a visible ring',
  ).toEqual([]);
  expect(
    focused.filter((record) => !record.nativelyOperable).map((record) => record.label),
    'focusable but not operable',
  ).toEqual([]);
}

/*
 * Each template is opened once for both gates: axe on the page as it arrives, then the keyboard.
 * The gates' messages name what failed.
 */

test.describe('every template: axe finds no violation of any impact, and the keyboard reaches everything', () => {
  for (const path of gateTemplates) {
    test(path, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, path);
      // An open offer has its answers; an accepted one, its job (downloads, the delivery form, hand-back).
      if (path.startsWith('/jobs/')) await expect(page.locator('[data-offer-status="open"], [data-offer-status="accepted"]')).toBeVisible();
      expect(await axeViolations(page), 'axe violations').toEqual([]);
      await makeCalculatorsLive(page);
      await checkKeyboard(page);
    });
  }
});

test.describe('axe: no violations of any impact, with menus, pickers and errors open', () => {
  test('the mobile menu, open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#site-nav')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the services disclosure, open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/');
    await page.locator('#site-nav summary').click();
    await expect(page.locator('#site-nav details')).toHaveAttribute('open', '');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a searchable select, open', async ({ page }) => {
    await open(page, '/pricing/?doc-from=spanish');
    const calculator = page.locator('[data-calculator="document"]');
    await calculator.scrollIntoViewIfNeeded();
    await expect(calculator.locator('[data-live]')).toBeVisible();
    await calculator.getByLabel('Translate from', { exact: true }).click();
    await expect(page.getByRole('listbox').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the phone country list, open', async ({ page }) => {
    await open(page, '/contact-us/');
    await page
      .locator('.PhoneInput')
      .first()
      .getByRole('button', { name: /^Country calling code/ })
      .click();
    await expect(page.getByRole('combobox', { name: 'Search countries' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the date picker, open', async ({ page }) => {
    await open(
      page,
      `/pricing/?remote-mode=scheduled&remote-platform=zoom&remote-language=spanish&remote-date=${daysAhead(10)}&remote-time=10:00&remote-tz=America/Chicago&remote-minutes=60`,
    );
    const calculator = page.locator('[data-calculator="remote"]');
    await calculator.scrollIntoViewIfNeeded();
    await expect(calculator.locator('[data-live]')).toBeVisible();
    await calculator.getByRole('button', { name: 'Request this quote' }).click();
    await page.locator('#booking-remote-booking-dateTime').click();
    await expect(page.getByRole('dialog').locator('.react-datepicker__month')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  for (const [path, submit] of [
    ['/contact-us/', 'Send message'],
    ['/partnership/', 'Send inquiry'],
    ['/pro/translator/', 'Send application'],
  ] as const) {
    test(`${path} with its errors shown`, async ({ page }) => {
      await open(page, path);
      await page.getByRole('button', { name: submit }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('a quote request form with its errors shown', async ({ page }) => {
    await open(page, '/pricing/?doc-from=spanish&doc-count=600&doc-documents=2');
    const calculator = page.locator('[data-calculator="document"]');
    await calculator.scrollIntoViewIfNeeded();
    await expect(calculator.locator('[data-live]')).toBeVisible();
    await calculator.getByRole('button', { name: 'Request this quote' }).click();
    const form = calculator.locator('[data-slot="quote-request-form"] form');
    await form.getByRole('button', { name: 'Request this quote' }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('security headers on every kind of response', () => {
  async function firstScript(request: APIRequestContext): Promise<string> {
    const html = await (await request.get('/')).text();
    const src = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    if (!src) throw new Error('the home page references no script');
    return src;
  }

  const kinds: [string, (request: APIRequestContext) => Promise<string>, number][] = [
    ['page', async () => '/', 200],
    ['page with a form', async () => '/contact-us/', 200],
    ['service page', async () => '/services/on-site-interpretation/new-york-ny/', 200],
    ['_next/static script', firstScript, 200],
    ['static file', async () => '/robots.txt', 200],
    ['API JSON', async () => '/api/v1.1/health', 200],
    ['API error JSON', async () => '/api/v1.1/no-such-endpoint', 404],
    ['404 page', async () => '/this-page-does-not-exist/', 404],
    ['redirect', async () => '/about-us', 308],
  ];

  for (const [kind, pathOf, status] of kinds) {
    test(kind, async ({ request }) => {
      const path = await pathOf(request);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(cspDirective(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
      if (!(headers['content-type'] ?? '').includes('text/html')) return;
      // A page allows exactly its own inline scripts, by hash, and never 'unsafe-inline' scripts.
      const hashes = inlineScripts(await response.text()).map(scriptHash);
      expect(hashes.length).toBeGreaterThan(0);
      const scriptSrc = cspDirective(csp, 'script-src') ?? '';
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      for (const hash of hashes) expect(scriptSrc).toContain(hash);
    });
  }

  test('the hashes are per page: two pages with different inline scripts get different policies', async ({ request }) => {
    // Pages hydrate from their index.txt and share their inline scripts; the 404 page keeps its payload inline.
    const [home, missing] = await Promise.all([request.get('/'), request.get('/this-page-does-not-exist/')]);
    expect(inlineScripts(await home.text())).not.toEqual(inlineScripts(await missing.text()));
    expect(home.headers()['content-security-policy']).not.toBe(missing.headers()['content-security-policy']);
  });
});

test('every spec takes `test` from the fixtures that fail on CSP violations', () => {
  const dir = join(process.cwd(), 'tests', 'e2e');
  const specs = readdirSync(dir).filter((file) => file.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(1);
  for (const spec of specs) {
    const source = readFileSync(join(dir, spec), 'utf8');
    expect(source, spec).toMatch(/import \{[^}]*\btest\b[^}]*\} from '\.\/support\/fixtures'/);
    expect(source, spec).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/);
  }
});
