import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

/*
 * The console stays clean: no warning and no error on a page of each template, including Chrome's
 * "preloaded but not used within a few seconds from the window's load event", which it reports
 * about three seconds after `load`.
 */

const outDir = join(process.cwd(), 'out');

/** The first built page under out/<section>/ (a real blog post, support article). */
function firstPageIn(section: string): string {
  const [first] = readdirSync(join(outDir, section), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort();
  if (first === undefined) throw new Error(`out/${section}/ has no pages`);
  return `/${section}/${first}/`;
}

const pages = [
  '/',
  '/about-us/',
  '/services/document-translation/',
  '/services/on-site-interpretation/new-york-ny/',
  '/services/remote-interpretation/zoom/',
  '/pricing/',
  '/contact-us/',
  '/translators/',
  firstPageIn('blog'),
  firstPageIn('support'),
  '/pro/translator/',
];

/**
 * A preload that nothing uses, added before `load`: Chrome's report about it is the sign that its
 * check of the page's preloads has run, so the test waits for that report instead of a fixed time.
 */
const sentinel = '/favicon.svg?unused-preload-check';

for (const path of pages) {
  test(`${path} logs no console warning or error`, async ({ page }) => {
    const logged: string[] = [];
    let checked = false;
    page.on('console', (message) => {
      if (message.type() !== 'warning' && message.type() !== 'error') return;
      if (message.text().includes(sentinel)) checked = true;
      else logged.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
    await page.addInitScript((href) => {
      document.addEventListener('DOMContentLoaded', () => {
        const link = Object.assign(document.createElement('link'), { rel: 'preload', href, as: 'image' });
        document.head.append(link);
      });
    }, sentinel);
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator('h1')).toHaveCount(1);
    // Chrome checks the preloads on a timer about 3 s after `load`; its report on the sentinel says it has run.
    await expect.poll(() => checked, { timeout: 15_000 }).toBe(true);
    expect(logged).toEqual([]);
  });
}
