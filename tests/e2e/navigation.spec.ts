import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/*
 * Client-side navigation of the static export: a page hydrates from its payload file, a click is a soft
 * navigation (same document, the target's RSC payload fetched, nothing failed), and links in view
 * prefetch their segments successfully.
 */

const servicePage = '/services/document-translation/new-york-ny/';

interface Traffic {
  documents: string[];
  /** Same-origin RSC files (index.txt and the `__next.*.txt` segment files) requested, as paths. */
  rsc: string[];
  /** Same-origin requests that failed on the network or were answered with a status ≥ 400. */
  failed: string[];
}

function watch(page: Page): Traffic {
  const traffic: Traffic = { documents: [], rsc: [], failed: [] };
  const own = (url: string) => new URL(url).origin === new URL(page.url() === 'about:blank' ? url : page.url()).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'document') traffic.documents.push(url.pathname);
    if (/\/(index|__next\.[^/]*)\.txt$/.test(url.pathname)) traffic.rsc.push(url.pathname);
  });
  page.on('requestfailed', (request) => {
    // A prefetch the navigation itself cancels is not a failure of the site.
    if (own(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED') traffic.failed.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (own(response.url()) && response.status() >= 400) traffic.failed.push(`${response.url()} ${response.status()}`);
  });
  return traffic;
}

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.evaluate(() => Reflect.set(window, 'sameDocument', true));
}

const sameDocument = (page: Page) => page.evaluate(() => Reflect.get(window, 'sameDocument'));

test.describe('navigation', () => {
  test('a service page hydrates from its payload file, and carries no inline copy of it', async ({ page }) => {
    const traffic = watch(page);
    const response = await page.goto(servicePage);
    const html = (await response?.text()) ?? '';
    expect(html.length).toBeGreaterThan(10_000);
    expect(html.includes('self.__next_f.push([1,'), 'the HTML still carries the inline payload').toBe(false);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    expect(traffic.rsc).toContain(`${servicePage}index.txt`);
    expect(traffic.failed).toEqual([]);
  });

  test('a link to another service page that was not prefetched is a soft navigation', async ({ page }) => {
    const traffic = watch(page);
    await openHydrated(page, servicePage);
    const target = '/services/document-translation/russian/';
    traffic.documents.length = 0;
    await page.locator(`a[href="${target}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator('h1')).toHaveText('Certified Russian to English Translation');
    expect(await sameDocument(page)).toBe(true);
    expect(traffic.documents).toEqual([]);
    expect(traffic.rsc).toContain(`${target}index.txt`);
    expect(traffic.failed).toEqual([]);
  });

  test('a breadcrumb to a listing page and the brand link home are soft navigations', async ({ page }) => {
    const traffic = watch(page);
    await openHydrated(page, servicePage);
    traffic.documents.length = 0;
    await page.locator('nav[aria-label="Breadcrumb"] a[href="/services/document-translation/"]').click();
    await expect(page).toHaveURL(/\/services\/document-translation\/$/);
    await expect(page.locator('h1')).not.toHaveText('Certified Translation Services in New York, NY');
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('main h1')).toHaveCount(1);
    expect(await sameDocument(page)).toBe(true);
    expect(traffic.documents).toEqual([]);
    expect(traffic.failed).toEqual([]);
  });

  test('a link in view prefetches its segments, and the click then uses them', async ({ page }) => {
    const traffic = watch(page);
    await openHydrated(page, servicePage);
    const footerLink = page.locator('footer a[href="/certification/"]').first();
    await footerLink.scrollIntoViewIfNeeded();
    await expect
      .poll(() => traffic.rsc.filter((path) => path.startsWith('/certification/__next.')))
      .toEqual(expect.arrayContaining(['/certification/__next._tree.txt', expect.stringMatching(/^\/certification\/__next\..*__PAGE__\.txt$/)]));
    // Every prefetch request answered (none failed or came back 4xx/5xx) before the click.
    await page.waitForLoadState('networkidle');
    expect(traffic.failed).toEqual([]);
    traffic.documents.length = 0;
    const before = traffic.rsc.length;
    await footerLink.click();
    await expect(page).toHaveURL(/\/certification\/$/);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await sameDocument(page)).toBe(true);
    expect(traffic.documents).toEqual([]);
    expect(traffic.rsc.slice(before).filter((path) => path === '/certification/index.txt')).toEqual([]);
    expect(traffic.failed).toEqual([]);
  });

  test('a service page linked from an article is never prefetched (it has no prefetch files) and opens softly', async ({ page }) => {
    const traffic = watch(page);
    await openHydrated(page, '/blog/zoom-meetings-with-interpretation/');
    const target = '/services/remote-interpretation/zoom/';
    const link = page.locator(`main a[href="${target}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(traffic.rsc.filter((path) => path.startsWith(target))).toEqual([]);
    traffic.documents.length = 0;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator('h1')).toContainText('Zoom');
    expect(await sameDocument(page)).toBe(true);
    expect(traffic.documents).toEqual([]);
    expect(traffic.rsc.filter((path) => path.startsWith(target))).toEqual([`${target}index.txt`]);
    expect(traffic.failed).toEqual([]);
  });
});
