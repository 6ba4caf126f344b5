import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { analyzeAxe } from './support/gate-checks';

/**
 * The heavy inputs in a real page: phone (IP-lookup default country), date-time picker and
 * multi-select. The page must render a phone field, an English and a Turkish date-time picker
 * and multi-selects labelled as below; E2E_INPUTS_PAGE points the spec at another page.
 * The build must have NEXT_PUBLIC_IP_LOOKUP_URL set to the same URL as this spec.
 */
const inputsPage = process.env.E2E_INPUTS_PAGE ?? '/contact-us/';
const ipLookupUrl = process.env.NEXT_PUBLIC_IP_LOOKUP_URL ?? 'https://ip-lookup.test/';

async function answerLookup(page: Page, reply: string): Promise<{ count: number }> {
  const calls = { count: 0 };
  await page.route(ipLookupUrl, async (route) => {
    calls.count += 1;
    await route.fulfill({ status: 200, contentType: 'text/plain', body: reply, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  return calls;
}

const countryButton = (page: Page) =>
  page
    .locator('.PhoneInput')
    .first()
    .getByRole('button', { name: /^Country calling code/ });

test.describe('phone input', () => {
  test('takes its default country from the IP lookup, asked once the visitor starts on the form', async ({ page }) => {
    const calls = await answerLookup(page, '1;TR;TUR;Turkey');
    await page.goto(inputsPage);
    const phone = page.locator('input[name="telephone"]');
    await expect(phone).toHaveAttribute('placeholder', 'Enter a phone number');
    await expect(phone).toHaveAttribute('maxlength', '25');
    // A visitor who only reads the page sends nothing to the lookup service; until it answers, the United States.
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: United States +1');
    expect(calls.count).toBe(0);
    await phone.focus();
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

  test('defaults to the United States when the lookup cannot tell', async ({ page }) => {
    const calls = await answerLookup(page, '0;;;WRONG INPUT');
    await page.goto(inputsPage);
    await page.locator('input[name="telephone"]').focus();
    await expect.poll(() => calls.count).toBe(1);
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: United States +1');
    await page.reload();
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: United States +1');
    expect(calls.count).toBe(1);
  });

  test('lists countries 390 px wide with flags from our own origin, searchable by keyboard', async ({ page }) => {
    await answerLookup(page, '1;US;USA;United States');
    const flagHosts = new Set<string>();
    page.on('request', (request) => {
      if (/\/3x2\/[A-Z]{2}\.svg$/.test(request.url())) flagHosts.add(new URL(request.url()).host);
    });
    await page.goto(inputsPage);
    await page.locator('input[name="telephone"]').focus();
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: United States +1');
    await countryButton(page).click();
    const search = page.getByRole('combobox', { name: 'Search countries' });
    await expect(search).toBeFocused();
    const popup = search.locator('..');
    expect((await popup.boundingBox())?.width).toBeCloseTo(390, 0);

    const axe = await analyzeAxe(page, '.PhoneInput');
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // Countries in alphabetical order, accented names among their letters.
    const names = (await page.getByRole('listbox', { name: 'Search countries' }).getByRole('option').allTextContents()).map((name) =>
      name.replace(/\s*\+\d+$/, '').trim(),
    );
    const countries = names.filter((name) => name !== 'International');
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toEqual([...countries].sort(new Intl.Collator('en').compare));
    expect(countries.indexOf('Åland Islands')).toBeLessThan(countries.indexOf('Albania'));

    await search.fill('turk');
    await expect(page.getByRole('listbox', { name: 'Search countries' }).getByRole('option').first()).toHaveAccessibleName(/^Turkey/);
    await page.keyboard.press('Enter');
    await expect(page.locator('input[name="telephone"]')).toBeFocused();
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: Turkey +90');
    expect([...flagHosts]).toEqual([new URL(page.url()).host]);
  });
});

// The date-time picker (Monday-first Turkish weeks, commit on OK) is covered by forms-requests.spec.ts on the booking forms.

// The multi-select's empty and no-match texts are checked on the application form (forms.spec.ts).
