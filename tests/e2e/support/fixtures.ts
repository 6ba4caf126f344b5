import { test as base, expect, type Page, type Response } from '@playwright/test';
import { analyzeAxe } from './gate-checks';

/**
 * Pages paint first and load their scripts afterwards; a visitor's first tap usually comes after
 * hydration, a test's within milliseconds. `goto` and `reload` therefore return once an HTML page
 * is hydrated (RuntimeGuards marks `<html data-hydrated>`), so that tests act on a live page.
 */
function waitForHydrationAfterLoads(page: Page): void {
  const hydrated = async (response: Response | null): Promise<Response | null> => {
    // A page of the site (the API's own reference page under /api/ is not a Next page and never hydrates).
    if (response && /text\/html/.test(response.headers()['content-type'] ?? '') && !new URL(response.url()).pathname.startsWith('/api/')) {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options));
  page.reload = async (options) => hydrated(await reload(options));
}

/**
 * Every test that opens a page fails if the page reported a Content-Security-Policy violation. The
 * check wraps the `page` fixture, so a test that only sends requests opens no browser page at all.
 */
export const test = base.extend({
  page: async ({ page }, run) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (execute|load|apply|connect|evaluate)/i.test(message.text())) violations.push(message.text());
    });
    // Some refusals never reach the console (a caught `new Function` probe, for one): the event does.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    // The IP-to-country lookup is a third party the site is built with for the tests; unless a test
    // answers it itself (routes registered later win), it says it cannot tell.
    await page.route(/^https:\/\/ip-lookup\.test\//, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '0;;;WRONG INPUT' }));
    waitForHydrationAfterLoads(page);
    await run(page);
    expect(violations, 'CSP violations reported in the console').toEqual([]);
  },
});

export { expect };

/** Static routes of the URL grammar that don't depend on the catalog. */
export const staticRoutes = [
  '/',
  '/about-us/',
  '/blog/',
  '/certification/',
  '/contact-us/',
  '/faq/',
  '/learn/',
  '/partnership/',
  '/pricing/',
  '/pro/',
  '/references/',
  '/services/',
  '/support/',
  '/team/',
  '/testimonials/',
  '/translators/',
  '/page/portuguese-immigration-translation/',
  '/services/document-translation/',
  '/services/on-site-interpretation/',
  '/services/remote-interpretation/',
];

export async function seriousAxeViolations(page: Page, impacts: readonly string[] = ['serious', 'critical']) {
  const results = await analyzeAxe(page);
  return results.violations
    .filter((v) => impacts.includes(v.impact ?? ''))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
