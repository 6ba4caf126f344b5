import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { normalizeText, type SearchDoc } from '../../lib/support/search';
import { expect, test } from './support/fixtures';

/** Paths of the `<loc>`s of the sitemap, following an index to its parts. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  const root = await (await request.get('/sitemap.xml')).text();
  if (!root.includes('<sitemapindex')) return locs(root);
  const parts = await Promise.all(locs(root).map(async (path) => locs(await (await request.get(path)).text())));
  return parts.flat();
}

/** A minimal well-formedness check: every element closes in order and nothing is left open. */
function isWellFormedXml(xml: string): boolean {
  const stack: string[] = [];
  const body = xml.replace(/^<\?xml[^>]*\?>/, '').replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  for (const [tag, closing, name, selfClosing] of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^>]*?(\/?)>/g)) {
    if (!tag || !name) return false;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  return stack.length === 0 && !/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;)/.test(body);
}

function builtPages(outDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== '_next') walk(join(dir, entry.name));
      else if (entry.name === 'index.html') pages.push(`/${relative(outDir, dir).split(sep).join('/')}/`.replace(/^\/\/$/, '/'));
    }
  };
  walk(outDir);
  // Pages marked noindex (the back office, a client's order page) are rightly left out of the sitemap.
  const noindex = (path: string) => /<meta name="robots" content="[^"]*noindex/.test(readFileSync(join(outDir, path, 'index.html'), 'utf8'));
  return pages.filter((path) => !['/404/', '/_not-found/', '/en/'].includes(path) && !noindex(path));
}

test.describe('blog', () => {
  test('goes from the blog to a post and back', async ({ page }) => {
    await page.goto('/blog/');
    const firstPost = page.locator('main article h2 a').first();
    const title = (await firstPost.textContent())?.trim() ?? '';
    await firstPost.click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\/$/);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'About the author' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to all articles' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.locator('main article h2 a').first()).toHaveText(title);
  });

  test('the tag filter narrows the list and keeps the tag in the address', async ({ page }) => {
    await page.goto('/blog/');
    const cards = page.locator('main article');
    const total = await cards.count();
    const filter = page.getByRole('group', { name: 'Filter articles by topic' });
    const tagButton = filter.locator('button[data-tag="pricing"]');
    const expected = Number(/\((\d+)\)/.exec((await tagButton.textContent()) ?? '')?.[1]);
    await tagButton.click();
    await expect(tagButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\?tag=pricing$/);
    await expect(cards).toHaveCount(expected);
    expect(expected).toBeLessThan(total);
    for (const card of await cards.all()) await expect(card.locator('li', { hasText: 'Pricing' })).toHaveCount(1);
    await filter.getByRole('button', { name: 'All topics' }).click();
    await expect(cards).toHaveCount(total);
    await expect(page).toHaveURL(/\/blog\/$/);
  });

  test('a shared tag address opens filtered', async ({ page }) => {
    await page.goto('/blog/?tag=legal');
    await expect(page.locator('button[data-tag="legal"]')).toHaveAttribute('aria-pressed', 'true');
    for (const card of await page.locator('main article').all()) await expect(card.locator('li', { hasText: 'Legal' })).toHaveCount(1);
  });

  test('the feed is well-formed RSS and lists every post', async ({ request, page }) => {
    const response = await request.get('/blog/rss.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(isWellFormedXml(xml)).toBe(true);
    expect(xml).toMatch(/<rss version="2.0"/);
    const feedPaths = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => new URL(m[1] ?? '').pathname).sort();
    await page.goto('/blog/');
    const listed = await page.locator('main article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(feedPaths).toEqual([...listed].sort());
    const fromSitemap = (await sitemapPaths(request)).filter((path) => /^\/blog\/[^/]+\/$/.test(path)).sort();
    expect(feedPaths).toEqual(fromSitemap);
  });
});

test.describe('support', () => {
  test('search finds an article by a word that appears only in its body', async ({ page, request }) => {
    const docs: SearchDoc[] = await (await request.get('/support/search-index.json')).json();
    const heads = docs.map((doc) => ` ${normalizeText(`${doc.title} ${doc.summary}`)} `);
    // A word of 7+ letters found in exactly one article's body and in no title or summary.
    const pick = docs
      .flatMap((doc) => doc.text.split(' ').map((word) => ({ doc, word })))
      .find(
        ({ word }) =>
          /^[a-z]{7,}$/.test(word) && docs.filter((d) => ` ${d.text}`.includes(` ${word}`)).length === 1 && heads.every((head) => !head.includes(` ${word}`)),
      );
    expect(pick, 'a body-only word exists in the index').toBeDefined();
    if (!pick) return;
    await page.goto('/support/');
    const box = page.getByRole('searchbox', { name: 'Search the help articles' });
    await box.click();
    await box.fill(pick.word);
    const results = page.getByRole('search').getByRole('link');
    await expect(results).toHaveCount(1);
    await expect(results.first()).toHaveAttribute('href', pick.doc.path);
    await results.first().click();
    await expect(page).toHaveURL(new RegExp(`${pick.doc.path}$`));
    await expect(page.locator('h1')).toHaveText(pick.doc.title);
  });
});

test.describe('FAQ', () => {
  test('an answer is reachable by its anchor', async ({ page }) => {
    await page.goto('/faq/');
    const questions = page.locator('main h3[id]');
    const last = questions.last();
    const id = await last.getAttribute('id');
    const question = (await last.textContent())?.replace(/#$/, '').trim() ?? '';
    await page.goto('/');
    await page.goto(`/faq/#${id}`);
    const target = page.locator(`[id="${id}"]`);
    await expect(target).toBeInViewport();
    await expect(target).toContainText(question);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });
});

test.describe('sitemap', () => {
  test('every URL in the sitemap answers 200 and every built page is listed', async ({ request }) => {
    test.setTimeout(600_000);
    const listed = await sitemapPaths(request);
    expect(listed.length).toBeGreaterThan(50);
    const failures: string[] = [];
    const queue = [...listed];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const status = (await request.get(path, { maxRedirects: 0 })).status();
          if (status !== 200) failures.push(`${path} → ${status}`);
        }
      }),
    );
    expect(failures).toEqual([]);
    expect([...new Set(listed)].sort()).toEqual(builtPages(join(process.cwd(), 'out')).sort());
  });
});
