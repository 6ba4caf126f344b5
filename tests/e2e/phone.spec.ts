import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { confirmedReference, expectFieldError, formShownAt, ipLookupUrl, storedByReference, uniqueEmail, waitForMinimumFillTime } from './support/form-steps';

/*
 * Phone numbers as visitors type them, on the contact form. Without a country from the IP lookup
 * the field starts on the United States, shows the number as it will be saved, refuses a number
 * that isn't valid for its country and keeps a number the visitor is typing when the lookup
 * answers late. The site under test is built with NEXT_PUBLIC_IP_LOOKUP_URL=https://ip-lookup.test/.
 */

const phone = (page: Page) => page.getByRole('textbox', { name: /^Telephone/ });
const countryButton = (page: Page) =>
  page
    .locator('.PhoneInput')
    .first()
    .getByRole('button', { name: /^Country calling code/ });
const saved = (page: Page) => page.locator('#contact-telephone-saved');

async function fillTheRest(page: Page, email: string) {
  await page.getByLabel(/^Full name/).fill('Rosa Delgado');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Topic/).selectOption({ label: 'Certified document translation' });
  await page.getByLabel(/^Message/).fill('A Mexican birth certificate needs a certified translation for a USCIS filing.');
  await page.getByRole('checkbox', { name: /I agree that Verbalis may use these details/ }).check();
}

/** Counts the contact messages the page sends to the API. */
function countSubmissions(page: Page): { count: number } {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1.1/contact-messages')) sent.count += 1;
  });
  return sent;
}

test.describe('phone numbers when the IP lookup fails', () => {
  test.beforeEach(async ({ page }) => {
    let asked = false;
    await page.route(ipLookupUrl, (route) => {
      asked = true;
      return route.abort('failed');
    });
    await page.goto('/contact-us/');
    await page.getByLabel(/^Full name/).click();
    await expect.poll(() => asked).toBe(true);
  });

  test('a US number typed as people write it is shown, sent and stored as +1', async ({ page, request }) => {
    const shownAt = formShownAt();
    const email = uniqueEmail('phone-us');
    await fillTheRest(page, email);
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: United States +1');
    await phone(page).pressSequentially('713 555 0142');
    await expect(saved(page)).toHaveText('Saved as +1 713 555 0142');
    await expect(phone(page)).toHaveAttribute('aria-describedby', /(^| )contact-telephone-saved( |$)/);
    await phone(page).blur();
    await expect(page.locator('#contact-telephone-error')).toHaveCount(0);
    await waitForMinimumFillTime(page, shownAt);
    await page.getByRole('button', { name: 'Send message' }).click();
    const reference = await confirmedReference(page, 'Message received', 'M');
    const row = await storedByReference(request, 'contact-messages', reference);
    expect(row.email).toBe(email);
    expect(row.body).toMatchObject({ telephone: '+17135550142' });
  });

  test('a number that is not valid for its country shows the field error and nothing is sent', async ({ page }) => {
    const sent = countSubmissions(page);
    const shownAt = formShownAt();
    await fillTheRest(page, uniqueEmail('phone-short'));
    await phone(page).pressSequentially('713 555 014');
    await expect(saved(page)).toHaveText('Saved as +1 713555014');
    await phone(page).blur();
    const message = 'The Telephone field is not a valid phone number for country code +1; check the country and the digits';
    await expectFieldError(page, 'contact-telephone', message);
    await waitForMinimumFillTime(page, shownAt);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectFieldError(page, 'contact-telephone', message);
    await expect(phone(page)).toBeFocused();
    await expect(page.getByTestId('form-confirmation')).toHaveCount(0);
    expect(sent.count).toBe(0);
  });
});

test.describe('phone numbers while the IP lookup is pending', () => {
  test('start on the United States, and a late answer leaves a number being typed alone', async ({ page }) => {
    const held: Route[] = [];
    await page.route(ipLookupUrl, (route) => {
      held.push(route);
    });
    await page.goto('/contact-us/');
    await phone(page).click();
    await expect.poll(() => held.length).toBe(1);
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: United States +1');
    // Filled in one step: typed key by key right after the control mounted, the first two digits were lost once under load.
    await phone(page).fill('713 555 0142');
    await expect(saved(page)).toHaveText('Saved as +1 713 555 0142');
    await held[0]?.fulfill({ status: 200, contentType: 'text/plain', body: '1;TR;TUR;Turkey' });
    // The answer arrives; give React the chance to apply it before checking nothing changed.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('verbalis.ipCountry'))).toBe('TR');
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: United States +1');
    await expect(saved(page)).toHaveText('Saved as +1 713 555 0142');
    await expect(phone(page)).toHaveValue('(713) 555-0142');
  });

  test('a late answer moves an empty field to the visitor’s country', async ({ page }) => {
    const held: Route[] = [];
    await page.route(ipLookupUrl, (route) => {
      held.push(route);
    });
    await page.goto('/contact-us/');
    await phone(page).click();
    await expect.poll(() => held.length).toBe(1);
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: United States +1');
    await held[0]?.fulfill({ status: 200, contentType: 'text/plain', body: '1;TR;TUR;Turkey' });
    await expect(countryButton(page)).toHaveAccessibleName('Country calling code: Turkey +90');
    await expect(saved(page)).toHaveCount(0);
  });
});
