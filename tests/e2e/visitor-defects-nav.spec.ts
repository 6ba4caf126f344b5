import type { APIRequestContext, Page } from '@playwright/test';
import { suggestedBookingDate } from '@/lib/calculators/dates';
import { quoteDocumentTranslation } from '@/lib/pricing/document';
import type { DocumentEntry } from '@/lib/pricing/input-schema';
import { quoteOnSiteInterpretation } from '@/lib/pricing/on-site';
import { quoteRemoteInterpretation } from '@/lib/pricing/remote';
import { buildDocx, paragraph, wordDocument } from '@/tests/fixtures/wordcount/docx-builder';
import { buildPdf } from '@/tests/fixtures/wordcount/pdf-builder';
import { choose, engine, live, total } from './support/calculator-steps';
import { expect, test } from './support/fixtures';
import { browserIdle } from './support/idle';

/* Defects a visitor meets while moving between pages and pricing documents, each in the real browser. */

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Ten words in a DOCX, and a PDF with nine words of text over two pages, one of them scanned. */
const birthDocx = () => ({
  name: 'birth.docx',
  mimeType: docxType,
  buffer: Buffer.from(buildDocx({ document: wordDocument(paragraph('Certificate of birth issued in Madrid') + paragraph('Registry office, volume 12')) })),
});
const marriagePdf = () => ({
  name: 'marriage.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(buildPdf([{ kind: 'text', lines: ['Marriage record of Ana and Luis', 'signed on 12/03/1987'] }, { kind: 'image' }])),
});

/** The script chunks a page's HTML names: its own scripts and those of its client components in the payload. */
async function chunksOf(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text();
  return new Set([...html.matchAll(/static\/chunks\/[\w\-./]+?\.js/g)].map((match) => `/_next/${match[0]}`));
}

/** Chunks that `target` needs and `from` does not load: what a prefetch of `target` from `from` fetches. */
async function chunksOnlyIn(request: APIRequestContext, target: string, from: string): Promise<Set<string>> {
  const [needed, loaded] = await Promise.all([chunksOf(request, target), chunksOf(request, from)]);
  const only = new Set([...needed].filter((chunk) => !loaded.has(chunk)));
  expect(only.size, `${target} has chunks of its own`).toBeGreaterThan(0);
  return only;
}

/** Every document (full page) request the page makes from now on. */
function documentLoads(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

const markPage = (page: Page) => page.evaluate(() => Reflect.set(window, 'sameDocument', true));
const isSameDocument = (page: Page) => page.evaluate(() => Reflect.get(window, 'sameDocument') === true);

// Next's own recovery (experimental.appNavFailHandling in next.config.ts): only a client navigation
// under way falls back to a full load of its target.
test.describe('a failed chunk reloads only the navigation that needs it', () => {
  test('a chunk or payload that fails in a background prefetch leaves the page as it is', async ({ page, request }) => {
    const contactChunks = await chunksOnlyIn(request, '/contact-us/', '/');
    const abortedChunks: string[] = [];
    const abortedPayloads: string[] = [];
    // The network fails for the chunks the contact page's prefetch preloads, and for the blog's prefetched payload.
    await page.route('**/_next/static/chunks/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!contactChunks.has(path)) return route.continue();
      abortedChunks.push(path);
      return route.abort('failed');
    });
    await page.route(/\/blog\/.*\.txt/, (route) => {
      abortedPayloads.push(route.request().url());
      return route.abort('failed');
    });
    await page.goto('/');
    await markPage(page);
    const documents = documentLoads(page);
    // The header links to both pages are in view: they prefetch once the browser is idle.
    await expect.poll(() => abortedChunks.length, { message: 'the contact page prefetch asked for its chunk' }).toBeGreaterThan(0);
    await expect.poll(() => abortedPayloads.length, { message: 'the blog prefetch asked for its payload' }).toBeGreaterThan(0);
    // A reload would start from the failure's own event: once the page has been idle, it would have.
    await browserIdle(page);
    expect(documents).toEqual([]);
    expect(await isSameDocument(page)).toBe(true);
    await expect(page.locator('html')).not.toHaveClass(/progress-failed/);
  });

  for (const prefetched of [true, false]) {
    const when = prefetched ? 'its prefetch already failed to get' : 'was never prefetched';
    test(`a chunk that the visitor's navigation needs (and ${when}) loads the target page in full`, async ({ page, request }) => {
      const contactChunks = await chunksOnlyIn(request, '/contact-us/', '/');
      let clicked = false;
      let loadedAgain = false;
      let aborted = 0;
      // The chunks fail until the browser loads a document after the click (a deploy finished, the connection came back).
      page.on('request', (sent) => {
        if (clicked && sent.isNavigationRequest()) loadedAgain = true;
      });
      await page.route('**/_next/static/chunks/**', (route) => {
        const path = new URL(route.request().url()).pathname;
        if (loadedAgain || !contactChunks.has(path)) return route.continue();
        aborted += 1;
        return route.abort('failed');
      });
      // Without its prefetched payload the navigation asks for the chunk itself.
      if (!prefetched) await page.route(/\/contact-us\/.*\.txt/, (route) => (clicked ? route.continue() : route.abort('failed')));
      await page.goto('/');
      await markPage(page);
      if (prefetched) await expect.poll(() => aborted, { message: 'the prefetch asked for the contact page chunk' }).toBeGreaterThan(0);
      const documents = documentLoads(page);
      clicked = true;
      await page.locator('header a[href="/contact-us/"]').first().click({ noWaitAfter: true });
      await expect(page).toHaveURL(/\/contact-us\/$/);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await expect(page.locator('main form')).toBeVisible();
      expect(aborted, 'the chunk failed').toBeGreaterThan(0);
      expect(await isSameDocument(page), 'the target page was loaded in full').toBe(false);
      expect(documents.length).toBeGreaterThan(0);
      expect(new Set(documents), 'only the target page was loaded').toEqual(new Set(['/contact-us/']));
    });
  }
});

interface Frame {
  /** The text of main's h1, '' when there is none. */
  heading: string;
  /** The h1's opacity as painted: its own times its ancestors'. */
  opacity: number;
  bar: boolean;
  at: number;
}

test.describe('a slow navigation', () => {
  test('keeps the current page on screen, under the loading bar, until the next one renders', async ({ page }) => {
    const delayMs = 2500;
    // The FAQ's payload (prefetch and navigation alike) takes 2.5 s to arrive.
    await page.route(/\/faq\/.*\.txt/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    });
    await page.goto('/about-us/');
    const heading = await page.locator('main h1').innerText();
    const faqHeading = await (async () => {
      const other = await page.context().newPage();
      await other.goto('/faq/');
      const text = await other.locator('main h1').innerText();
      await other.close();
      return text;
    })();
    // Every frame from the click until the heading changes: what main shows, how opaque, and the bar.
    const frames = page.evaluate((before) => {
      const painted = (element: Element | null) => {
        let opacity = element ? 1 : 0;
        for (let node = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
        return opacity;
      };
      return new Promise<{ frames: Frame[]; after: string }>((resolve) => {
        const frames: Frame[] = [];
        const tick = () => {
          const h1 = document.querySelector('main h1');
          const text = h1 instanceof HTMLElement ? h1.innerText : '';
          if (text !== before) {
            resolve({ frames, after: text });
            return;
          }
          frames.push({ heading: text, opacity: painted(h1), bar: document.querySelector('#nprogress .bar') !== null, at: performance.now() });
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
    }, heading);
    await page.locator('footer a[href="/faq/"]').click();
    const seen = await frames;
    // The next thing main showed was the FAQ, never an empty or half-gone page.
    expect(seen.after).toBe(faqHeading);
    const span = (seen.frames.at(-1)?.at ?? 0) - (seen.frames[0]?.at ?? 0);
    expect(span, 'the old page stayed until the payload arrived').toBeGreaterThan(delayMs - 500);
    expect(
      seen.frames.filter((frame) => frame.opacity < 1),
      'frames where the old page had faded',
    ).toEqual([]);
    expect(
      seen.frames.some((frame) => frame.bar),
      'the loading bar showed while waiting',
    ).toBe(true);
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5000 });
  });
});

test.describe('listing pages keep the promise of their copy: the calculator is on the page', () => {
  test('document translation: files dropped into the calculator are counted and priced', async ({ page }) => {
    await page.goto('/services/document-translation/');
    await expect(page.locator('main')).toContainText('Drop your files into the calculator');
    const calculator = await live(page, 'document');
    await choose(calculator, 'Translate from', 'Spanish');
    await page.setInputFiles('#doc-files', [birthDocx()]);
    await expect(calculator.getByTestId('file-row').getByTestId('file-count')).toHaveText('10 words');
    const expected = quoteDocumentTranslation(
      { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'birth.docx', words: 10 }] },
      engine(),
    );
    await expect(page.getByTestId('doc-total')).toHaveText(total(expected));
  });

  test('document translation: a file dropped on the calculator is counted', async ({ page }) => {
    await page.goto('/services/document-translation/');
    // The calculator in view and live: a drop in the instant the live island replaces the shell would
    // target a detached node (the e2e run met it once).
    const calculator = await live(page, 'document');
    await expect(calculator).toHaveCount(1);
    // Dropped where the copy says, on "Your documents".
    const zone = calculator.getByText('Your documents', { exact: true }).locator('..');
    const file = birthDocx();
    const data = await page.evaluateHandle(
      ({ name, type, bytes }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
        return transfer;
      },
      { name: file.name, type: file.mimeType, bytes: [...file.buffer] },
    );
    await zone.scrollIntoViewIfNeeded();
    await zone.dispatchEvent('drop', { dataTransfer: data });
    await expect(calculator.getByTestId('file-row').getByTestId('file-count')).toHaveText('10 words');
  });

  test('on-site interpretation: the booking is priced on the page', async ({ page }) => {
    const date = suggestedBookingDate('America/Chicago', new Date(Date.now() + 21 * 86_400_000));
    await page.goto(`/services/on-site-interpretation/?onsite-date=${date}&onsite-time=07:00&onsite-minutes=285`);
    const calculator = await live(page, 'on-site');
    await choose(calculator, 'Language (with English)', 'Vietnamese');
    await choose(calculator, 'Location', 'Houston, TX');
    const expected = quoteOnSiteInterpretation({ language: 'vietnamese', location: 'houston-tx', date, startTime: '07:00', durationMinutes: 285 }, engine());
    await expect(page.getByTestId('onsite-total')).toHaveText(total(expected));
  });

  test('remote interpretation: a session is priced on the page', async ({ page }) => {
    const date = suggestedBookingDate('America/Los_Angeles', new Date(Date.now() + 21 * 86_400_000));
    await page.goto(
      `/services/remote-interpretation/?remote-mode=scheduled&remote-platform=zoom&remote-date=${date}&remote-time=17:15&remote-minutes=95&remote-tz=America/Los_Angeles`,
    );
    const calculator = await live(page, 'remote');
    await choose(calculator, 'Language (with English)', 'Japanese');
    const expected = quoteRemoteInterpretation(
      { mode: 'scheduled', platform: 'zoom', language: 'japanese', date, startTime: '17:15', durationMinutes: 95, timeZone: 'America/Los_Angeles' },
      engine(),
    );
    await expect(page.getByTestId('remote-total')).toHaveText(total(expected));
  });
});

test.describe('copy link to this quote', () => {
  test("carries each document's counts, reopens with the same total, and says the files stay behind", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/pricing/?doc-from=spanish');
    const calculator = await live(page, 'document');
    await page.setInputFiles('#doc-files', [birthDocx(), marriagePdf()]);
    const rows = calculator.getByTestId('file-row');
    await expect(rows.filter({ hasText: 'birth.docx' }).getByTestId('file-count')).toHaveText('10 words');
    await expect(rows.filter({ hasText: 'marriage.pdf' }).getByTestId('file-count')).toHaveText('9 words · 2 pages · 1 scanned page');
    await calculator.getByLabel('Words on the scanned pages (optional)').fill('600');
    const documents: DocumentEntry[] = [{ words: 10 }, { words: 9, scannedPages: 1, scannedWords: 600 }];
    const expected = total(quoteDocumentTranslation({ service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents }, engine()));
    await expect(page.getByTestId('doc-total')).toHaveText(expected);

    await calculator.getByRole('button', { name: 'Copy link to this quote' }).click();
    await expect(calculator.getByRole('status').filter({ hasText: 'Link copied' })).toContainText(/files aren.t included/i);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link, 'no file name travels in the link').not.toMatch(/birth|marriage/);

    const reopened = await context.newPage();
    await reopened.goto(link);
    const again = await live(reopened, 'document');
    await expect(reopened.getByTestId('doc-total')).toHaveText(expected);
    const shared = again.getByTestId('file-row');
    await expect(shared).toHaveCount(2);
    await expect(shared.nth(0).getByTestId('file-count')).toHaveText('10 words');
    await expect(shared.nth(1).getByTestId('file-count')).toHaveText('9 words · 2 pages · 1 scanned page');
    await expect(shared.nth(1).getByLabel('Words on the scanned pages (optional)')).toHaveValue('600');
    await expect(again).toContainText(/files aren.t included/i);
    await reopened.close();
  });
});
