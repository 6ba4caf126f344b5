import type { Page } from '@playwright/test';
import { parseServiceSlug, servicePath, VARIANT_SERVICE_IDS, type VariantServiceId } from '@/lib/catalog';
import { getServicesData } from '@/lib/services/data.server';
import { getOwnVariantCopy } from '@/lib/services/own-copy.server';
import { listPageVariants, listVariantRedirects, serviceRedirects } from '@/lib/services/page-variants';
import { listServicePaths } from '@/lib/services/paths.server';
import { expect, seriousAxeViolations, test } from './support/fixtures';
import { browserIdle } from './support/idle';
import { h1Text, scanPage } from '../../scripts/content-check/html-scan';

const { catalog } = getServicesData();

const variantPages: { kind: string; serviceId: VariantServiceId; slug: string }[] = [
  { kind: 'language', serviceId: 'document-translation', slug: 'spanish' },
  { kind: 'location', serviceId: 'on-site-interpretation', slug: 'houston-tx' },
  { kind: 'language', serviceId: 'remote-interpretation', slug: 'vietnamese' },
  { kind: 'platform', serviceId: 'remote-interpretation', slug: 'zoom' },
];

/** Heading levels in document order, main content only. */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
}

test.describe('variant pages', () => {
  for (const { kind, serviceId, slug } of variantPages) {
    test(`a ${kind} page (${serviceId}/${slug}) shows its h1, price, its own FAQ or none, the service's basics, breadcrumbs and Service JSON-LD`, async ({
      page,
    }) => {
      // The page's own data, computed without the UI strings (Playwright can't load JSON modules).
      const variant = parseServiceSlug(serviceId, slug, catalog);
      if (!variant) throw new Error(`${slug} is not a ${serviceId} variant`);
      const view = { path: servicePath(serviceId, variant), copy: getOwnVariantCopy(serviceId, variant, catalog) };
      const response = await page.goto(view.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(view.copy.h1);
      await expect(page).toHaveTitle(`${view.copy.title} | Verbalis`);
      await expect(page.locator('#prices')).toBeVisible();
      await expect(page.locator('section[aria-labelledby="prices"]')).toContainText(/From \$\d+\.\d{2} (a|an) (page|hour|minute)/);
      // Questions every page of the service would answer alike are on the FAQ page, linked from here.
      const [first] = view.copy.faq;
      if (first === undefined) await expect(page.locator('#faq')).toHaveCount(0);
      else await expect(page.locator('#faq-1')).toHaveText(first.question);
      // A language's facts from the catalog, its native name marked with its language code.
      const facts = page.locator('section[aria-labelledby="language-facts"]');
      if (variant.kind === 'language') await expect(facts.locator(`dd[lang="${variant.language.code}"]`)).toHaveText(variant.language.nativeName);
      else await expect(facts).toHaveCount(0);
      const basics = page.locator('section[aria-labelledby="basics"]');
      await expect(basics.locator(`a[href="/services/${serviceId}/#how-it-works"]`)).toHaveCount(1);
      await expect(basics.locator('a[href^="/faq/#"]')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveCount(4);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${view.path.replace(/[/.]/g, '\\$&')}$`));
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const service = jsonLd.map((text) => JSON.parse(text) as { '@type': string }).find((data) => data['@type'] === 'Service');
      expect(service).toMatchObject({ areaServed: expect.any(Object), provider: { knowsLanguage: expect.any(Array) } });
      const slot = page.locator(`[data-calculator-slot="${serviceId}"]`);
      const anchor = (await slot.locator('a.button').getAttribute('href')) ?? '';
      expect(anchor).toMatch(/^#[a-z-]+-calculator$/);
      await expect(page.locator(`${anchor}[data-calculator]`), 'the calculator is embedded in the page').toHaveCount(1);
      await expect(slot.getByRole('link', { name: 'Compare every calculator on the pricing page' })).toHaveAttribute(
        'href',
        new RegExp(`^/pricing/\\?.*${slug.split('-in-')[0]}.*#`),
      );
    });
  }

  test('a city page is accessible: no axe violations, one h1, headings in order', async ({ page }) => {
    await page.goto('/services/on-site-interpretation/houston-tx/');
    expect(await seriousAxeViolations(page, ['minor', 'moderate', 'serious', 'critical'])).toEqual([]);
    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i += 1) expect(levels[i] ?? 0).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
  });

  test('a related link leads from a city page to the page of one of its languages', async ({ page }) => {
    await page.goto('/services/document-translation/new-york-ny/');
    const related = page.getByRole('navigation', { name: 'Related pages' });
    const link = related.getByRole('link', { name: 'Certified Spanish translation', exact: true });
    await link.click();
    await expect(page).toHaveURL(/\/services\/document-translation\/spanish\/$/);
    await expect(page.locator('h1')).toContainText('Spanish');
  });
});

test.describe('language-in-city addresses', () => {
  const redirects = listVariantRedirects(VARIANT_SERVICE_IDS, catalog);

  test('answer a permanent redirect to the page that stands in for them, with or without the slash', async ({ request }) => {
    for (const from of [
      '/services/document-translation/spanish-in-new-york-ny/',
      '/services/on-site-interpretation/vietnamese-in-houston-tx',
      '/services/remote-interpretation/russian-in-boston-ma/?ref=mail',
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      const path = new URL(from, 'http://x').pathname;
      const expected = redirects.find((r) => r.from === (path.endsWith('/') ? path : `${path}/`))?.to;
      expect(expected, from).toBeDefined();
      expect(response.headers()['location'], from).toBe(`${expected}${from.includes('?') ? '?ref=mail' : ''}`);
    }
  });

  test('land on the language page for translation', async ({ page }) => {
    await page.goto('/services/document-translation/spanish-in-new-york-ny/');
    await expect(page).toHaveURL(/\/services\/document-translation\/spanish\/$/);
    await expect(page.locator('h1')).toContainText('Spanish');
  });
});

test.describe('unknown service pages', () => {
  for (const path of [
    '/services/document-translation/zoom/',
    '/services/on-site-interpretation/zoom/',
    '/services/remote-interpretation/klingon/',
    '/services/document-translation/klingon-in-houston-tx/',
  ]) {
    test(`${path} is a 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(scanPage(html).noindex).toBe(true);
      expect(html.match(/<meta name="robots"/g), 'one robots tag').toHaveLength(1);
    });
  }
});

test.describe('pages for services a language cannot have', () => {
  const redirects = serviceRedirects(catalog);

  for (const [from, to, h1] of [
    ['/services/document-translation/mandarin/', '/services/document-translation/chinese-simplified/', 'Chinese (Simplified)'],
    // Retired pairs go to the page that stands in for their replacement where that pair has no page of its own.
    ['/services/document-translation/cantonese-in-san-francisco-ca/', '/services/document-translation/chinese-traditional/', 'Chinese (Traditional)'],
    ['/services/on-site-interpretation/chinese-simplified-in-seattle-wa/', '/services/on-site-interpretation/seattle-wa/', 'Seattle'],
  ] as const) {
    test(`${from} redirects permanently to ${to}, which renders`, async ({ request }) => {
      expect(redirects).toContainEqual({ from, to });
      const direct = await request.get(from, { maxRedirects: 0 });
      expect(direct.status()).toBe(308);
      expect(direct.headers().location).toBe(to);
      // Without its trailing slash too, followed to the end as a browser does.
      const response = await request.get(from.slice(0, -1));
      expect(response.status()).toBe(200);
      expect(new URL(response.url()).pathname).toBe(to);
      expect(h1Text(await response.text())).toContain(h1);
    });
  }

  test('the redirects file is the server’s list, not a file it serves', async ({ request }) => {
    expect((await request.get('/_redirects')).status()).toBe(404);
  });

  test('the sitemap lists none of them and every redirect lands on a page it lists', async ({ request }) => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    const xml = await (await request.get('/sitemap.xml')).text();
    const listed = new Set(
      xml.includes('<sitemapindex') ? (await Promise.all(locs(xml).map(async (path) => locs(await (await request.get(path)).text())))).flat() : locs(xml),
    );
    expect(redirects.filter(({ from }) => listed.has(from))).toEqual([]);
    expect(redirects.filter(({ to }) => !listed.has(to))).toEqual([]);
  });

  test('a spoken-only language keeps its interpreting page, which sends written work to its written forms', async ({ page }) => {
    const response = await page.goto('/services/on-site-interpretation/mandarin/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toContainText('Mandarin');
    await expect(page.locator('main')).toContainText('certified Chinese (Simplified) or Chinese (Traditional) translation');
    await expect(page.locator('main')).not.toContainText('certified Mandarin translation');
    const related = page.getByRole('navigation', { name: 'Related pages' });
    await expect(related.locator('a[href="/services/document-translation/chinese-simplified/"]')).toHaveCount(1);
    await expect(related.locator('a[href="/services/document-translation/mandarin/"]')).toHaveCount(0);
  });
});

test.describe('listing pages', () => {
  for (const serviceId of VARIANT_SERVICE_IDS) {
    test(`/services/${serviceId}/ links every variant page of the service`, async ({ page }) => {
      await page.goto(servicePath(serviceId));
      await expect(page.locator('h1')).toHaveCount(1);
      const hrefs = await page.locator(`main a[href^="/services/${serviceId}/"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const expected = listPageVariants(serviceId, catalog).map((variant) => servicePath(serviceId, variant));
      const linked = new Set(hrefs);
      expect(
        expected.filter((path) => !linked.has(path)),
        'variants the listing does not link',
      ).toEqual([]);
      const known = new Set([servicePath(serviceId), ...expected]);
      expect(
        [...linked].filter((href) => href === null || !known.has(href)),
        'links to pages that are not variants',
      ).toEqual([]);
      await expect(page.locator('#prices')).toBeVisible();
    });
  }

  test('the on-site listing page is accessible and its index links never prefetch', async ({ page }) => {
    const prefetches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The page's own index.txt is what it hydrates from, not a prefetch.
      const own = ['/services/on-site-interpretation/', '/services/on-site-interpretation/index.txt'];
      if (request.resourceType() === 'fetch' && url.pathname.startsWith('/services/on-site-interpretation/') && !own.includes(url.pathname))
        prefetches.push(url.pathname);
    });
    await page.goto('/services/on-site-interpretation/');
    expect(await seriousAxeViolations(page, ['moderate', 'serious', 'critical'])).toEqual([]);
    await page.locator('#locations').scrollIntoViewIfNeeded();
    // A link in view prefetches when the browser is next idle: by then it would have asked.
    await browserIdle(page);
    expect(prefetches).toEqual([]);
  });

  test('/services/ presents all five services with #proofreading and #transcription anchors', async ({ page }) => {
    await page.goto('/services/#proofreading');
    for (const service of catalog.services) await expect(page.locator(`#${service.id} h2`)).toHaveText(service.name);
    await expect(page.locator('#proofreading')).toBeInViewport();
    await expect(page.locator('#transcription')).toContainText(/From|\$\d/);
  });
});

test.describe('sitemap', () => {
  test('lists every service page', async ({ request }) => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    const root = await request.get('/sitemap.xml');
    expect(root.status()).toBe(200);
    const xml = await root.text();
    // A sitemap index lists part files; a single sitemap lists pages.
    const paths = xml.includes('<sitemapindex')
      ? (await Promise.all(locs(xml).map(async (path) => locs(await (await request.get(path)).text())))).flat()
      : locs(xml);
    const listed = new Set(paths);
    const missing = listServicePaths().filter((path) => !listed.has(path));
    expect(missing, `${missing.length} service pages missing from the sitemap`).toEqual([]);
  });
});
