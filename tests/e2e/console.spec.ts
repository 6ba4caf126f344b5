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

/** Longer than Chrome waits after `load` before it reports a preload nothing used (3 s). */
const preloadCheckDelay = 4_500;

for (const path of pages) {
  test(`${path} logs no console warning or error`, async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') logged.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator('h1')).toHaveCount(1);
    // Chrome's preload check runs on a timer after `load`: nothing else signals that it has run.
    await page.waitForTimeout(preloadCheckDelay);
    expect(logged).toEqual([]);
  });
}
