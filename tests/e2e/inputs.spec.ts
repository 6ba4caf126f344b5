import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The heavy inputs in a real page: phone (IP-lookup default country), date-time picker and
 * multi-select. The page must render a phone field, an English and a Turkish date-time picker
 * and multi-selects labelled as below; E2E_INPUTS_PAGE points the spec at another page.
 * The build must have NEXT_PUBLIC_IP_LOOKUP_URL set to the same URL as this spec.
 */
const inputsPage = process.env.E2E_INPUTS_PAGE ?? '/contact-us/';
const ipLookupUrl = process.env.NEXT_PUBLIC_IP_LOOKUP_URL ?? 'https://ip-lookup.test/';
const labels = {
  dateTimeEn: process.env.E2E_DATETIME_LABEL ?? 'Appointment',
  dateTimeTr: process.env.E2E_DATETIME_TR_LABEL ?? 'Randevu',
  multi: process.env.E2E_MULTI_LABEL ?? 'Languages',
  emptyMulti: process.env.E2E_EMPTY_MULTI_LABEL ?? 'Empty list',
};

async function answerLookup(page: Page, reply: string): Promise<{ count: number }> {
  const calls = { count: 0 };
  await page.route(ipLookupUrl, async (route) => {
    calls.count += 1;
    await route.fulfill({ status: 200, contentType: 'text/plain', body: reply, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  return calls;
}

const countryButton = (page: Page) => page.locator('.PhoneInput').first().getByRole('button', { name: /^Country calling code/ });

test.describe('phone input', () => {
  test('takes its default country from the IP lookup', async ({ page }) => {
    const calls = await answerLookup(page, '1;TR;TUR;Turkey');
    await page.goto(inputsPage);
    const phone = page.locator('input[name="telephone"]');
    await expect(phone).toHaveAttribute('placeholder', 'Enter a phone number');
    await expect(phone).toHaveAttribute('maxlength', '25');
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: Turkey +90');
    await expect(countryButton(page).locator('img')).toHaveAttribute('src', '/flags/3x2/TR.svg');

    await phone.fill('0532 123 45 67');
    await phone.blur();
    await expect(phone).toHaveValue(/^0532 123 45 67$/);

    // One lookup per session: a reload reads the cached answer.
    await page.reload();
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: Turkey +90');
    expect(calls.count).toBe(1);
  });

  test('has no default country when the lookup fails', async ({ page }) => {
    const calls = await answerLookup(page, '0;;;WRONG INPUT');
    await page.goto(inputsPage);
    await expect.poll(() => calls.count).toBe(1);
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: International');
    await page.reload();
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: International');
    expect(calls.count).toBe(1);
  });

  test('lists countries 390 px wide with flags from our own origin, searchable by keyboard', async ({ page }) => {
    await answerLookup(page, '1;US;USA;United States');
    const flagHosts = new Set<string>();
    page.on('request', (request) => {
      if (/\/3x2\/[A-Z]{2}\.svg$/.test(request.url())) flagHosts.add(new URL(request.url()).host);
    });
    await page.goto(inputsPage);
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: United States +1');
    await countryButton(page).click();
    const search = page.getByRole('combobox', { name: 'Search countries' });
    await expect(search).toBeFocused();
    const popup = search.locator('..');
    expect((await popup.boundingBox())?.width).toBeCloseTo(390, 0);

    const axe = await new AxeBuilder({ page }).include('.PhoneInput').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    await search.fill('turk');
    await expect(page.getByRole('listbox', { name: 'Search countries' }).getByRole('option').first()).toHaveAccessibleName(/^Turkey/);
    await page.keyboard.press('Enter');
    await expect(page.locator('input[name="telephone"]')).toBeFocused();
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: Turkey +90');
    expect([...flagHosts]).toEqual([new URL(page.url()).host]);
  });
});

test.describe('date-time picker', () => {
  test('starts Turkish weeks on Monday and English weeks on Sunday', async ({ page }) => {
    await page.goto(inputsPage);
    await page.getByRole('button', { name: new RegExp(`^${labels.dateTimeTr}`) }).click();
    const dialog = page.getByRole('dialog');
    // Each weekday header holds the full name for screen readers, then the short one.
    await expect(dialog.getByRole('columnheader').first()).toHaveText(/^Pazartesi/);
    await expect(dialog.locator('.react-datepicker__current-month')).toHaveText(/Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: new RegExp(`^${labels.dateTimeEn}`) }).click();
    await expect(page.getByRole('dialog').getByRole('columnheader').first()).toHaveText(/^Sunday/);
  });

  test('commits the chosen date and time only on OK, never in the past', async ({ page }) => {
    await page.goto(inputsPage);
    const trigger = page.getByRole('button', { name: new RegExp(`^${labels.dateTimeEn}`) });
    const before = await trigger.textContent();
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(/Times in [\w/+-]+ \((?:[A-Z]{2,5}|GMT[+-]\d{1,2}(?::\d\d)?)\)/);
    // Yesterday (or the last day of the previous month) is disabled.
    await expect(dialog.locator('.react-datepicker__day--disabled').first()).toBeVisible();

    await dialog.getByRole('button', { name: /next month/i }).click();
    await dialog.locator('.react-datepicker__day:not(.react-datepicker__day--outside-month)', { hasText: /^15$/ }).click();
    await dialog.getByRole('option', { name: /^(2:30 PM|14:30)$/ }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toHaveText(before ?? '');
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole('button', { name: /next month/i }).click();
    await dialog.locator('.react-datepicker__day:not(.react-datepicker__day--outside-month)', { hasText: /^15$/ }).click();
    await dialog.getByRole('option', { name: /^(2:30 PM|14:30)$/ }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toContainText(/15, 20\d\d at 2:30\sPM/);
  });

  test('is keyboard accessible', async ({ page }) => {
    await page.goto(inputsPage);
    const trigger = page.getByRole('button', { name: new RegExp(`^${labels.dateTimeEn}`) });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.react-datepicker__day[tabindex="0"]')).toBeFocused();
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog.locator('.react-datepicker__day--selected')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'OK' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toContainText(/20\d\d/);
  });
});

test.describe('multi-select', () => {
  test('shows the empty and no-match texts, and names its remove buttons', async ({ page }) => {
    await page.goto(inputsPage);
    await page.getByLabel(labels.emptyMulti).click();
    await expect(page.getByText('List is empty.', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    const multi = page.getByLabel(labels.multi, { exact: true });
    await multi.click();
    await expect(page.getByPlaceholder('Select option').or(page.getByText('Select option')).first()).toBeVisible();
    await page.getByRole('option', { name: 'Spanish' }).click();
    await multi.fill('no such language');
    await expect(page.getByText('No elements found. Consider changing the search query.', { exact: true })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await multi.fill('');
    await page.keyboard.press('Escape');
    const remove = page.getByRole('button', { name: 'Remove Spanish' });
    await expect(remove).toBeVisible();
    await remove.click();
    await expect(remove).toHaveCount(0);
  });

  test('keeps the menu within 300 px and its list within 240 px', async ({ page }) => {
    await page.goto(inputsPage);
    await page.getByLabel(labels.multi, { exact: true }).click();
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    const sizes = await list.evaluate((el) => ({ list: el.getBoundingClientRect().height, menu: el.parentElement?.getBoundingClientRect().height ?? 0 }));
    expect(sizes.list).toBeLessThanOrEqual(240);
    expect(sizes.menu).toBeLessThanOrEqual(300);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });
});
