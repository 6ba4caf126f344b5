import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminToken } from './support/form-steps';
import { makeCalculatorsLive, markInteractive, tabThrough, unreachedElements } from './support/gate-checks';
import { createTemplateTokens, gateTemplates, openTemplate, type TemplateTokens } from './support/gate-templates';

/*
 * The keyboard gate of every page template: Tab reaches every interactive element, each with a
 * visible focus ring, and each focusable element is operable.
 *
 * No trace here: a trace snapshots the whole DOM at every action, and on a listing page (3,500
 * elements, 1,400 links) that made each Tab take 40 ms and each focus measurement 27 ms instead of
 * about 2: the page took over 2 minutes on a quiet machine, and past its 3-minute limit in CI.
 */
test.use({ trace: 'off' });

let tokens: TemplateTokens = { offer: '', acceptedOffer: '', order: '' };
test.beforeAll(async ({}, testInfo) => {
  tokens = await createTemplateTokens(testInfo.project.use.baseURL ?? '', adminToken);
});
const open = (page: Page, path: string) => openTemplate(page, path, tokens);

/** Tabs through every interactive element in `scope` (the page by default): each reached, with a ring, operable. */
async function checkKeyboard(page: Page, scope?: string): Promise<void> {
  const ids = await page.evaluate(markInteractive, scope);
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

test.describe('keyboard: every interactive element reachable with Tab, with a visible focus ring', () => {
  for (const path of gateTemplates) {
    test(path, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, path);
      const offer = page.locator('dialog[open]');
      if ((await offer.count()) > 0) {
        // An offer link opens a modal dialog: Tab stays inside it until Escape closes it. An open
        // offer has its answers; an accepted one, its job (downloads, the delivery form, hand-back).
        await expect(offer.locator('[data-offer-status="open"], [data-offer-status="accepted"]')).toBeVisible();
        await checkKeyboard(page, 'dialog[open]');
        await page.keyboard.press('Escape');
        await expect(offer).toHaveCount(0);
      }
      await makeCalculatorsLive(page);
      await checkKeyboard(page);
    });
  }

  test('the services disclosure opens with Enter and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/');
    const summary = page.locator('#site-nav summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#site-nav details')).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await expect(page.locator('#site-nav details a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-nav details')).not.toHaveAttribute('open', '');
  });

  test('the services menu closes when a link in it is chosen, and stays closed on the next page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/');
    const menu = page.locator('#site-nav details');
    await page.locator('#site-nav summary').click();
    await expect(menu).toHaveAttribute('open', '');
    await menu.getByRole('link', { name: 'All services' }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu).not.toHaveAttribute('open', '');
    await expect(menu.getByRole('link', { name: 'All services' })).toBeHidden();
  });

  test('a searchable select opens, moves and chooses with the keyboard', async ({ page }) => {
    await open(page, '/pricing/?doc-from=spanish');
    const calculator = page.locator('[data-calculator="document"]');
    await calculator.scrollIntoViewIfNeeded();
    await expect(calculator.locator('[data-live]')).toBeVisible();
    const input = calculator.getByLabel('Translate from', { exact: true });
    await input.focus();
    await page.keyboard.type('Portug');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // The chosen value shows in the control beside the (now empty) search input.
    await expect(input.locator('xpath=ancestor::*[contains(@class, "control")][1]')).toContainText('Portuguese');
  });
});
