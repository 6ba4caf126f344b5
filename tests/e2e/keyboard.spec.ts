import { expect, test } from './support/fixtures';

/*
 * The keyboard beyond the gate of every template (gates.spec.ts tabs through each): the services
 * disclosure, the menu after a navigation, and a searchable select.
 */

test.describe("keyboard: the site's controls", () => {
  test('the services disclosure opens with Enter and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
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
    await page.goto('/');
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
    await page.goto('/pricing/?doc-from=spanish');
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
