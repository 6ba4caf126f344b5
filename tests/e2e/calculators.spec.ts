import type { Locator } from '@playwright/test';
import { createCalculatorContext, tablesFor } from '@/lib/calculators/data';
import { suggestedBookingDate } from '@/lib/calculators/dates';
import { getCalculatorSources } from '@/lib/calculators/load.server';
import { quoteDocumentTranslation } from '@/lib/pricing/document';
import { formatCents } from '@/lib/pricing/format';
import { fromPrices } from '@/lib/pricing/from-prices';
import { quoteOnSiteInterpretation } from '@/lib/pricing/on-site';
import { quotePortugueseImmigration } from '@/lib/pricing/portuguese';
import { quoteRemoteInterpretation } from '@/lib/pricing/remote';
import type { DocumentEntry } from '@/lib/pricing/input-schema';
import { buildDocx, paragraph, wordDocument } from '@/tests/fixtures/wordcount/docx-builder';
import { buildPdf } from '@/tests/fixtures/wordcount/pdf-builder';
import { choose, engine, live, total } from './support/calculator-steps';
import { expect, seriousAxeViolations, test } from './support/fixtures';

/* The same tables and catalog the site is built from. */
const { catalog, tables } = getCalculatorSources();
/** Certified translation from Spanish into English, as the document calculator starts with `doc-from=spanish`. */
const spanishTotal = (documents: DocumentEntry[]) =>
  total(quoteDocumentTranslation({ service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents }, engine()));

/** The field (label, control, messages) whose label is for `id`. */
const field = (scope: Locator, id: string) => scope.locator(`div:has(> label[for="${id}"])`);

test.describe('calculators embedded in service pages', () => {
  test('a listing page carries its calculator shell once, with no hidden copy or duplicate id', async ({ request }) => {
    const html = await (await request.get('/services/document-translation/')).text();
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(html.match(/id="doc-title"/g)).toHaveLength(1);
    expect(html).not.toMatch(/<template id="B:|hidden id="S:/);
  });

  test("a variant page reserves its calculator's box and carries none of the form in its HTML", async ({ request }) => {
    const html = await (await request.get('/services/document-translation/spanish/')).text();
    expect(html).toContain('data-calculator-reserve="document"');
    expect(html).toContain('id="document-translation-calculator"');
    expect(html).not.toMatch(/id="doc-(title|form|from)"/);
  });

  // The box's minimum heights (components/services/reserved-calculator.module.css) hold the live
  // calculator's first render: it arrives in view without moving anything, at phone, tablet and
  // desktop widths. One load per page: the reserved box is measured at every width while the
  // calculator's data is held back, then the calculator arrives in view at the phone width, and the
  // box keeps each width's height with the live calculator in it.
  const widths = [360, 540, 800, 1100, 1440] as const;
  for (const [path, kind] of [
    ['/services/document-translation/russian/', 'document'],
    ['/services/on-site-interpretation/chicago-il/', 'on-site'],
    ['/services/remote-interpretation/spanish/', 'remote'],
    ['/services/remote-interpretation/microsoft-teams/', 'remote'],
  ] as const) {
    test(`${path}: the live calculator fits its reserved box and shifts nothing, at ${widths.join(', ')} px`, async ({ page }) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/calculator-data/**', async (route) => {
        // Held back until the box is measured and in view, so the calculator arrives where it would be seen.
        await released;
        await route.continue();
      });
      await page.setViewportSize({ width: widths[0], height: 900 });
      await page.goto(path);
      const reserve = page.locator(`[data-calculator-reserve="${kind}"]`);
      const height = () => reserve.evaluate((element) => element.getBoundingClientRect().height);
      const reserved = new Map<number, number>();
      for (const width of [...widths].reverse()) {
        await page.setViewportSize({ width, height: 900 });
        reserved.set(width, await height());
      }
      await expect(reserve.locator('[data-live]')).toHaveCount(0);
      await page.evaluate(() => {
        const shifts: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput) shifts.push(shift.value);
          }
        }).observe({ type: 'layout-shift', buffered: false });
        Object.assign(window, { shifts });
      });
      await reserve.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      release();
      await expect(reserve.locator('[data-live]')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), `layout shifts at ${widths[0]} px`).toEqual([]);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const live = await reserve.locator('[data-live]').evaluate((element) => element.getBoundingClientRect().height);
        expect(live, `at ${width} px the live calculator is no taller than its reserved box`).toBeLessThanOrEqual(reserved.get(width) ?? 0);
        expect(await height(), `at ${width} px the box keeps its height`).toBe(reserved.get(width));
      }
    });
  }

  test('a calculator whose data cannot load keeps its reserved box under an alert, and "Try again" brings it live', async ({ page }) => {
    await page.route('**/calculator-data/**', (route) => route.abort('failed'));
    await page.goto('/services/document-translation/spanish/');
    const calculator = page.locator('[data-calculator="document"]');
    await calculator.scrollIntoViewIfNeeded();
    await expect(calculator.getByRole('alert')).toContainText('The calculator could not load');
    await expect(calculator).toContainText('Document translation quote');
    await expect(calculator.locator('[data-live]')).toHaveCount(0);
    await page.unroute('**/calculator-data/**');
    await calculator.getByRole('button', { name: 'Try again' }).click();
    await expect(calculator.locator('[data-live]')).toBeVisible();
    await expect(calculator.getByRole('alert')).toHaveCount(0);
    // The placeholder is gone once the island shows.
    await expect(calculator.locator('#doc-title')).toHaveCount(1);
    await expect(calculator.getByText('The calculator opens here')).toHaveCount(0);
  });

  test('a city page fetches its calculator data on demand and prices its preset with the language from the address', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/calculator-data/')) fetched.push(new URL(request.url()).pathname);
    });
    const date = suggestedBookingDate('America/Chicago', new Date(Date.now() + 21 * 86_400_000));
    await page.goto(`/services/on-site-interpretation/houston-tx/?onsite-language=vietnamese&onsite-date=${date}&onsite-time=07:00&onsite-minutes=285`);
    await page.getByRole('link', { name: 'Calculate your price' }).click();
    await expect(page).toHaveURL(/#on-site-calculator$/);
    const calculator = await live(page, 'on-site');
    expect(fetched).toEqual(['/calculator-data/on-site.json']);
    await expect(calculator).toContainText('Vietnamese');
    await expect(calculator).toContainText('Houston, TX');
    const expected = quoteOnSiteInterpretation({ language: 'vietnamese', location: 'houston-tx', date, startTime: '07:00', durationMinutes: 285 }, engine());
    await expect(page.getByTestId('onsite-total')).toHaveText(total(expected));
  });

  test('a platform page opens the remote calculator on that platform', async ({ page }) => {
    const date = suggestedBookingDate('America/Los_Angeles', new Date(Date.now() + 21 * 86_400_000));
    await page.goto(
      `/services/remote-interpretation/zoom/?remote-language=japanese&remote-date=${date}&remote-time=17:15&remote-minutes=95&remote-tz=America/Los_Angeles`,
    );
    await live(page, 'remote');
    const expected = quoteRemoteInterpretation(
      { mode: 'scheduled', platform: 'zoom', language: 'japanese', date, startTime: '17:15', durationMinutes: 95, timeZone: 'America/Los_Angeles' },
      engine(),
    );
    await expect(page.getByTestId('remote-total')).toHaveText(total(expected));
  });

  test('a language page presets the document calculator and counts a file in the browser', async ({ page }) => {
    await page.goto('/services/document-translation/spanish/');
    await page.getByRole('link', { name: 'Calculate your price' }).click();
    const calculator = await live(page, 'document');
    await expect(calculator).toContainText('Spanish');
    const docx = buildDocx({ document: wordDocument(paragraph('Certificate of birth issued in Madrid') + paragraph('Registry office, volume 12')) });
    // While the file is counted, the typed word count is not called missing: its field never turns invalid.
    await expect(page.locator('#doc-count')).toBeVisible();
    await page.evaluate(() => {
      const marks: string[] = [];
      new MutationObserver(() => {
        if (document.querySelector('#doc-count')?.getAttribute('aria-invalid') === 'true') marks.push('invalid');
      }).observe(document.body, { attributes: true, childList: true, subtree: true });
      Object.assign(window, { countFieldMarks: marks });
    });
    await page.setInputFiles('#doc-files', [
      { name: 'birth.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from(docx) },
    ]);
    await expect(page.getByTestId('file-row').getByTestId('file-count')).toHaveText('10 words');
    await expect(page.getByTestId('doc-total')).toHaveText(spanishTotal([{ name: 'birth.docx', words: 10 }]));
    expect(await page.evaluate(() => Reflect.get(window, 'countFieldMarks'))).toEqual([]);
    await expect(page.locator('#doc-count')).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('document calculator', () => {
  test('on a phone, the total follows the fields at the foot of the screen and leads down to the quote', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing/?doc-from=spanish&doc-count=600&doc-documents=2');
    await live(page, 'document');
    const bar = page.getByTestId('doc-sticky-total');
    const quote = page.locator('#doc-quote');
    // The fields in view, the quote below them out of it: the bar carries the quote's total.
    await page.locator('#doc-count').scrollIntoViewIfNeeded();
    await expect(quote).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText((await page.getByTestId('doc-total').textContent()) ?? '—');
    await bar.getByRole('link', { name: 'See the quote' }).click();
    await expect(quote).toBeInViewport();
    await expect(bar).toBeHidden();
  });

  test('on a wide screen, where the quote stands beside the fields, there is no such bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/pricing/?doc-from=spanish&doc-count=600&doc-documents=2');
    await live(page, 'document');
    await page.locator('#doc-count').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('doc-total')).not.toHaveText('—');
    await expect(page.getByTestId('doc-sticky-total')).toBeHidden();
  });

  test('counts a DOCX and a PDF in the browser and prices them', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/pricing/?doc-from=spanish');
    await live(page, 'document');
    expect(workers, 'the counting worker starts with the first file, not with the page').toEqual([]);

    const docx = buildDocx({ document: wordDocument(paragraph('Certificate of birth issued in Madrid') + paragraph('Registry office, volume 12')) });
    const pdf = buildPdf([{ kind: 'text', lines: ['Marriage record of Ana and Luis', 'signed on 12/03/1987'] }, { kind: 'image' }]);
    await page.setInputFiles('#doc-files', [
      { name: 'birth.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from(docx) },
      { name: 'marriage.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) },
    ]);

    const rows = page.getByTestId('file-row');
    await expect(rows.filter({ hasText: 'birth.docx' }).getByTestId('file-count')).toHaveText('10 words');
    await expect(rows.filter({ hasText: 'marriage.pdf' }).getByTestId('file-count')).toHaveText('9 words · 2 pages · 1 scanned page');
    expect(workers).toHaveLength(1);

    const birth: DocumentEntry = { name: 'birth.docx', words: 10 };
    const marriage: DocumentEntry = { name: 'marriage.pdf', words: 9, scannedPages: 1 };
    await expect(page.getByTestId('doc-total')).toHaveText(spanishTotal([birth, marriage]));

    // A word count for the scanned page replaces its one-page charge.
    await page.getByLabel('Words on the scanned pages (optional)').fill('600');
    await expect(page.getByTestId('doc-total')).toHaveText(spanishTotal([birth, { ...marriage, scannedWords: 600 }]));

    await page.getByRole('button', { name: 'Remove marriage.pdf' }).click();
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId('doc-total')).toHaveText(spanishTotal([birth]));
  });

  test('gives a file that is not what its name says an error and still prices the others', async ({ page }) => {
    await page.goto('/pricing/?doc-from=spanish');
    await live(page, 'document');
    await page.setInputFiles('#doc-files', [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Twelve words of plain text to translate from Spanish into English today') },
      { name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') },
    ]);
    await expect(page.getByTestId('file-row').filter({ hasText: 'notes.txt' }).getByTestId('file-count')).toHaveText('12 words');
    await expect(page.getByTestId('file-row').filter({ hasText: 'photo.pdf' })).toHaveAttribute('data-status', 'failed');
    await expect(page.getByTestId('doc-total')).toHaveText(spanishTotal([{ words: 12 }]));
  });

  test('announces the total politely once typing stops', async ({ page }) => {
    await page.goto('/pricing/?doc-from=spanish');
    const calculator = await live(page, 'document');
    await page.getByLabel('Word count').fill('1200');
    await expect(calculator.locator('[role="status"][aria-live="polite"]').last()).toContainText(`Quote total ${spanishTotal([{ words: 1200 }])}`);
  });
});

test.describe('request this quote', () => {
  test('opens the request form in the slot with the quote it will send', async ({ page }) => {
    await page.goto('/pricing/?doc-from=spanish&doc-count=600');
    const calculator = await live(page, 'document');
    const request = calculator.getByRole('button', { name: 'Request this quote' });
    await request.click();
    const slot = calculator.locator('[data-slot="quote-request-form"]');
    const form = slot.locator('form');
    await expect(form).toBeVisible();
    await expect(form.getByTestId('quote-summary')).toContainText(spanishTotal([{ words: 600 }]));
    await expect(form.locator('#quote-request-document-email')).toBeVisible();
  });
});

test.describe('shared quotes', () => {
  test('the address reopens the same quote, and bad values in it are ignored', async ({ page, browser }) => {
    await page.goto('/pricing/');
    const calculator = await live(page, 'document');
    await choose(calculator, 'Translate from', 'Japanese');
    await calculator.getByLabel('Word count').fill('2600');
    await calculator.getByLabel('Number of documents').fill('3');
    await calculator.getByRole('radio', { name: /Expedited/ }).check();
    await calculator.getByLabel(/Notarize the certificate of accuracy/).check();
    await expect(page).toHaveURL(/doc-notarize=1/);
    const shown = await page.getByTestId('doc-total').textContent();
    expect(shown).toMatch(/^\$[\d,]+\.\d\d$/);

    const reopened = await browser.newPage();
    await reopened.goto(`${page.url()}&doc-service=telepathy&doc-mail=pigeon`);
    const again = await live(reopened, 'document');
    await expect(field(again, 'doc-from')).toContainText('Japanese');
    await expect(again.getByLabel('Word count')).toHaveValue('2600');
    await expect(again.getByRole('radio', { name: /Expedited/ })).toBeChecked();
    await expect(again.getByRole('radio', { name: /Certified translation/ })).toBeChecked();
    await expect(again.getByLabel(/Notarize the certificate of accuracy/)).toBeChecked();
    await expect(reopened.getByTestId('doc-total')).toHaveText(shown ?? '');
    await reopened.close();
  });

  test('an on-site booking reopens with its date, time and surcharges', async ({ page, browser }) => {
    await page.goto('/pricing/');
    const calculator = await live(page, 'on-site');
    await choose(calculator, 'Language (with English)', 'Spanish');
    await choose(calculator, 'Location', 'Houston, TX');
    await calculator.getByLabel('Start time').selectOption('17:00');
    await calculator.getByLabel('Duration').selectOption('210');
    await calculator.getByRole('radio', { name: /Simultaneous/ }).check();
    await expect(page).toHaveURL(/onsite-mode=simultaneous/);
    await expect(calculator.getByText(/needs a team of 2 interpreters/)).toBeVisible();
    const shown = await page.getByTestId('onsite-total').textContent();

    const reopened = await browser.newPage();
    await reopened.goto(page.url());
    const again = await live(reopened, 'on-site');
    await expect(again.getByLabel('Date')).toHaveValue(await calculator.getByLabel('Date').inputValue());
    await expect(reopened.getByTestId('onsite-total')).toHaveText(shown ?? '');
    await reopened.close();
  });
});

test.describe("/pricing/ shows the engine's numbers", () => {
  test('price tables and "from" prices come from the tables', async ({ page }) => {
    await page.goto('/pricing/');
    const prices = fromPrices(tables);
    for (const tier of ['common', 'standard', 'rare'] as const) {
      await expect(page.getByTestId(`price-translation-${tier}-0`)).toHaveText(`${formatCents(tables.document.certified.perPageCents[tier])} a page`);
      await expect(page.getByTestId(`price-translation-${tier}-1`)).toHaveText(`${formatCents(tables.document.standard.perWordCents[tier])} a word`);
      await expect(page.getByTestId(`price-on-site-${tier}-0`)).toHaveText(`${formatCents(tables.interpretation.onSite.hourlyCents[tier])} an hour`);
      await expect(page.getByTestId(`price-remote-${tier}-0`)).toHaveText(
        `${formatCents(tables.interpretation.remote.onDemand.opi.perMinuteCents[tier])} a minute`,
      );
    }
    await expect(page.getByTestId('from-certified-translation')).toContainText(`From ${formatCents(prices['certified-translation'].fromCents)} a page`);
    await expect(page.getByTestId('price-proofreading-0')).toHaveText(`${formatCents(tables.document.proofreading.perWordCents)} a word`);
    await expect(page.getByTestId('price-transcription-0')).toHaveText(`${formatCents(tables.transcription.perMinuteCents)} a minute`);
    for (const document of tables.portugueseImmigration.documents) {
      await expect(page.getByTestId(`price-pt-${document.id}-0`)).toHaveText(`${formatCents(document.priceCents)} a ${document.unit}`);
    }
  });

  test('each calculator totals what the engine totals', async ({ page }) => {
    const date = suggestedBookingDate('America/Chicago', new Date(Date.now() + 21 * 86_400_000));
    const query = [
      'doc-from=amharic&doc-count=740&doc-documents=2&doc-country=MX&doc-apostilles=2&doc-mail=priority',
      'pt-direction=en-pt&pt-country=BR&pt-docs=birth-certificate:3,academic-transcript:3&pt-turnaround=expedited',
      `onsite-language=vietnamese&onsite-location=houston-tx&onsite-date=${date}&onsite-time=07:00&onsite-minutes=285`,
      `remote-mode=scheduled&remote-platform=zoom&remote-language=japanese&remote-date=${date}&remote-time=17:15&remote-minutes=95&remote-tz=America/Los_Angeles`,
    ].join('&');
    await page.goto(`/pricing/?${query}`);
    const ctx = engine();
    const expected = {
      doc: quoteDocumentTranslation(
        {
          service: 'certified',
          sourceLanguage: 'amharic',
          targetLanguage: 'english',
          documents: [{ words: 370 }, { words: 370 }],
          countryOfUse: 'MX',
          apostilles: 2,
          hardCopy: 'priority',
        },
        ctx,
      ),
      pt: quotePortugueseImmigration(
        {
          direction: 'en-pt',
          variant: 'pt-BR',
          countryOfUse: 'BR',
          documents: [
            // Six pages: expedited is offered only where it is sooner than standard (over five pages).
            { type: 'birth-certificate', quantity: 3 },
            { type: 'academic-transcript', quantity: 3 },
          ],
          turnaround: 'expedited',
        },
        createCalculatorContext({ ...catalog, tables: tablesFor('portuguese', tables) }, new Date()),
      ),
      onsite: quoteOnSiteInterpretation({ language: 'vietnamese', location: 'houston-tx', date, startTime: '07:00', durationMinutes: 285 }, ctx),
      remote: quoteRemoteInterpretation(
        { mode: 'scheduled', platform: 'zoom', language: 'japanese', date, startTime: '17:15', durationMinutes: 95, timeZone: 'America/Los_Angeles' },
        ctx,
      ),
    };
    for (const kind of ['document', 'portuguese', 'on-site', 'remote'] as const) await live(page, kind);
    for (const [id, result] of Object.entries(expected)) await expect(page.getByTestId(`${id}-total`)).toHaveText(total(result));
  });

  test('the Portuguese page embeds its calculator', async ({ page }) => {
    await page.goto('/page/portuguese-immigration-translation/?pt-docs=divorce-decree:1,passport-or-id:2');
    await live(page, 'portuguese');
    const result = quotePortugueseImmigration(
      {
        direction: 'pt-en',
        variant: 'pt-BR',
        countryOfUse: 'US',
        documents: [
          { type: 'divorce-decree', quantity: 1 },
          { type: 'passport-or-id', quantity: 2 },
        ],
      },
      engine(),
    );
    await expect(page.getByTestId('pt-total')).toHaveText(total(result));
  });

  test('the live calculators pass an accessibility check', async ({ page }) => {
    await page.goto('/pricing/?doc-from=spanish&doc-count=300');
    for (const kind of ['document', 'portuguese', 'on-site', 'remote'] as const) await live(page, kind);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
