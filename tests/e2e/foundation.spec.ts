import { expect, seriousAxeViolations, staticRoutes, test } from './support/fixtures';
import { gateTemplates } from './support/gate-templates';
import { h1Text, scanPage } from '../../scripts/content-check/html-scan';

test.describe('routes', () => {
  // What the server sends for each route; the pages' hydrated behaviour is checked by the tests below and the gates.
  for (const route of staticRoutes) {
    test(`${route} answers 200 with one h1, a title and a canonical URL`, async ({ request }) => {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      const page = scanPage(html);
      expect(page.h1Count).toBe(1);
      expect(h1Text(html)).toMatch(/\S/);
      expect(page.title).toMatch(/ \| Verbalis$/);
      expect(page.canonical).toMatch(new RegExp(`${route.replace(/[/.]/g, '\\$&')}$`));
    });
  }

  test('an unknown URL answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('This page could not be found');
    // A document of its own (app/global-not-found.tsx), with the public site's header and footer.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(1);
    await expect(page.locator('footer a[href="/faq/"]')).toHaveCount(1);
    await expect(page).toHaveTitle('Page not found | Verbalis');
  });

  test('a path without its trailing slash redirects with 308', async ({ request, page }) => {
    const response = await request.get('/about-us', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/about-us\/$/);
    await page.goto('/about-us');
    await expect(page).toHaveURL(/\/about-us\/$/);
  });

  test('/en/ ends on the home page', async ({ page, request }) => {
    const response = await request.get('/en/', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    await page.goto('/en/');
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('navigation', () => {
  test('back restores the scroll position', async ({ page }) => {
    await page.goto('/certification/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const before = await page.evaluate(() => window.scrollY);
    await page.locator('footer a[href="/faq/"]').click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/certification\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });

  test('a link click is a soft navigation: no document reload, its payload prefetched once in view', async ({ page }) => {
    const payloads: string[] = [];
    const failed: string[] = [];
    page.on('request', (request) => {
      if (/\/pricing\/.*\.txt/.test(request.url())) payloads.push(request.url());
    });
    // Prefetches still in flight are aborted by the navigation; only an answered error counts.
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(response.url());
    });
    await page.goto('/about-us/');
    await page.evaluate(() => Reflect.set(window, 'sameDocument', true));
    // AppLink prefetches through the router once the link is in view (it replaces next/link, see app-link.tsx).
    await expect.poll(() => payloads.length).toBeGreaterThan(0);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator('header a[href="/pricing/"]').first().click();
    await expect(page).toHaveURL(/\/pricing\/$/);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBe(true);
    expect(documents).toEqual([]);
    expect(failed).toEqual([]);
  });

  test('a URL with a hash scrolls to its target on first load', async ({ page }) => {
    await page.goto('/services/#transcription');
    await expect(page.locator('#transcription')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('a hash link on the page scrolls to its target', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/about-us/');
    await page.locator('footer a[href="/services/#proofreading"]').click();
    await expect(page).toHaveURL(/\/services\/#proofreading$/);
    await expect(page.locator('#proofreading')).toBeInViewport();
  });

  test('going offline shows the banner and coming back hides it', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveAttribute('data-offline', 'false');
    await context.setOffline(true);
    await expect(banner).toHaveAttribute('data-offline', 'true');
    await expect(banner).toContainText('You are offline');
    await context.setOffline(false);
    await expect(banner).toHaveAttribute('data-offline', 'false');
  });

  test('a slow navigation shows the loading bar', async ({ page }) => {
    // Registered before the page loads, so the in-view prefetch of the link is slow too.
    await page.route(/\/pricing\/.*\.txt/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.locator('header a[href="/pricing/"]').first().click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page).toHaveURL(/\/pricing\/$/);
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5000 });
  });

  test("a navigation whose payload fails loads the page in full (Next's own fallback)", async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => Reflect.set(window, 'sameDocument', true));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
    });
    // The FAQ's payload fails (prefetch and navigation alike) until the browser loads the page itself,
    // which then hydrates from that same payload file.
    await page.route(/\/faq\/.*\.txt/, (route) => (documents.length > 0 ? route.continue() : route.abort('failed')));
    await page.locator('footer a[href="/faq/"]').click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    expect(documents).toEqual(['/faq/']);
    expect(await page.evaluate(() => Reflect.get(window, 'sameDocument'))).toBeUndefined();
  });
});

test.describe('toasts', () => {
  test('21 toasts leave 20 on screen, the oldest gone', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => window.verbalis !== undefined);
    await page.evaluate(() => {
      for (let i = 1; i <= 21; i += 1) window.verbalis?.notify.info(`Message ${i}`, { durationMs: 60_000 });
    });
    await expect(page.locator('[data-toast-kind][data-visible="true"]')).toHaveCount(20);
    await expect(page.getByText('Message 21')).toBeVisible();
    await expect(page.getByText('Message 1', { exact: true })).toHaveCount(0);
  });

  test('each kind has its role: errors are alerts, others statuses', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => window.verbalis !== undefined);
    await page.evaluate(() => {
      window.verbalis?.notify.error('Upload failed', { durationMs: 60_000 });
      window.verbalis?.notify.success('Quote sent', { durationMs: 60_000, position: 'bottom-center' });
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Upload failed' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Quote sent' })).toBeVisible();
  });

  test('dragging a toast past 60% of its width dismisses it; a short drag does not', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => window.verbalis !== undefined);
    await page.evaluate(() => {
      window.verbalis?.notify('Short drag', { id: 'short', durationMs: 60_000 });
      window.verbalis?.notify('Long drag', { id: 'long', durationMs: 60_000, position: 'bottom-left' });
    });
    const drag = async (text: string, ratio: number) => {
      const toast = page.locator('[data-toast-kind]').filter({ hasText: text });
      const box = await toast.boundingBox();
      if (!box) throw new Error(`no toast "${text}"`);
      const y = box.y + box.height / 2;
      const x = box.x + 20;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + box.width * ratio, y, { steps: 8 });
      await page.mouse.up();
      return toast;
    };
    const short = await drag('Short drag', 0.3);
    await expect(short).toHaveAttribute('data-visible', 'true');
    const long = await drag('Long drag', 0.7);
    await expect(long).toHaveCount(0);
    await expect(short).toHaveAttribute('data-visible', 'true');
  });
});

test.describe('accessibility', () => {
  // gates.spec.ts already refuses violations of any impact on the gate templates; the other routes here.
  for (const route of staticRoutes.filter((path) => !gateTemplates.includes(path))) {
    test(`${route} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(route);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('the mobile menu opens with the keyboard and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-nav')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-nav')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about-us/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});
