import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  confirmedReference,
  daysAhead,
  expectFieldError,
  formShownAt,
  mockIpLookup,
  storedByReference,
  uniqueEmail,
  waitForMinimumFillTime,
} from './support/form-steps';

/*
 * The request and booking forms that open under the calculators after "Request this quote".
 * Each calculator is opened from a shared-quote address, so its inputs are set before it loads.
 */

const onSiteQuote = () =>
  `/pricing/?onsite-language=spanish&onsite-location=new-york-ny&onsite-date=${daysAhead(10)}&onsite-time=10:00&onsite-minutes=120&onsite-setting=legal`;
const remoteQuote = () =>
  `/pricing/?remote-mode=scheduled&remote-platform=zoom&remote-language=spanish&remote-date=${daysAhead(10)}&remote-time=10:00&remote-tz=America/Chicago&remote-minutes=60`;

type CalculatorKind = 'document' | 'on-site' | 'remote';

/** The calculator once its live island has replaced the server-rendered shell. */
async function liveCalculator(page: Page, kind: CalculatorKind): Promise<Locator> {
  const calculator = page.locator(`[data-calculator="${kind}"]`);
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.locator('[data-live]')).toBeVisible();
  return calculator;
}

/** Opens the request form of a calculator and returns the form. */
async function openRequest(page: Page, kind: CalculatorKind): Promise<Locator> {
  const calculator = await liveCalculator(page, kind);
  await calculator.getByRole('button', { name: 'Request this quote' }).click();
  const form = calculator.locator('[data-slot="quote-request-form"] form');
  await expect(form).toBeVisible();
  return form;
}

async function fillContact(page: Page, formId: string, email: string) {
  await page.locator(`#${formId}-name`).fill('Grace Lin');
  await page.locator(`#${formId}-email`).fill(email);
}

test.beforeEach(async ({ page }) => {
  await mockIpLookup(page);
});

test('a document quote request is stored and confirmed with its reference', async ({ page, request }) => {
  await page.goto('/pricing/?doc-from=spanish&doc-count=600&doc-documents=2');
  const form = await openRequest(page, 'document');
  const shownAt = formShownAt();
  await expect(form.getByTestId('quote-summary')).toContainText('No files');
  await form.getByRole('button', { name: 'Request this quote' }).click();
  await expectFieldError(page, 'quote-request-document-name', 'The Full name field is required');
  await expectFieldError(page, 'quote-request-document-email', 'The Email field is required');
  const email = uniqueEmail('quote');
  await fillContact(page, 'quote-request-document', email);
  await form.getByLabel(/^Name spellings/).fill('María José Pérez Gómez');
  await waitForMinimumFillTime(page, shownAt);
  await form.getByRole('button', { name: 'Request this quote' }).click();
  const reference = await confirmedReference(page, 'Quote request received', 'Q');
  const row = await storedByReference(request, 'quotes', reference);
  expect(row.email).toBe(email);
  expect(row.input).toMatchObject({ sourceLanguage: 'spanish', documents: [{ words: 300 }, { words: 300 }] });
  expect(row.contact).toMatchObject({ name: 'Grace Lin', nameSpellings: 'María José Pérez Gómez' });
});

test('an on-site booking is stored for the quoted time and confirmed with its reference', async ({ page, request }) => {
  await page.goto(onSiteQuote());
  const form = await openRequest(page, 'on-site');
  const shownAt = formShownAt();
  await form.getByRole('button', { name: 'Send booking request' }).click();
  await expectFieldError(page, 'booking-on-site-name', 'The Full name field is required');
  await expectFieldError(page, 'booking-on-site-booking-onSiteContactName', 'The On-site contact field is required');
  await expectFieldError(page, 'booking-on-site-booking-onSiteContactPhone', 'The On-site contact phone field is required');
  await expectFieldError(page, 'booking-on-site-booking-address-street', 'The Street address field is required');
  await expectFieldError(page, 'booking-on-site-booking-address-zip', 'The ZIP code field is required');
  await expect(page.locator('#booking-on-site-booking-address-city')).toHaveValue('New York');
  const email = uniqueEmail('onsite');
  await fillContact(page, 'booking-on-site', email);
  // Names as firms write them: a comma, an ampersand, parentheses and digits.
  await page.locator('#booking-on-site-name').fill('Rebecca Stone, Stone & Alvarez LLP');
  await page.locator('#booking-on-site-organisation').fill('Stone & Alvarez LLP');
  await page.locator('#booking-on-site-booking-onSiteContactName').fill('Rebecca Stone (front desk, 14th floor)');
  await page.locator('#booking-on-site-booking-onSiteContactPhone').fill('+1 212 555 0188');
  await page.locator('#booking-on-site-booking-address-street').fill('100 Centre Street');
  await page.locator('#booking-on-site-booking-address-zip').fill('10013');
  await waitForMinimumFillTime(page, shownAt);
  await form.getByRole('button', { name: 'Send booking request' }).click();
  const reference = await confirmedReference(page, 'Booking request received', 'B');
  const row = await storedByReference(request, 'bookings', reference);
  expect(row).toMatchObject({ kind: 'on-site', email });
  expect(row.details).toMatchObject({ contact: { name: 'Rebecca Stone, Stone & Alvarez LLP', organisation: 'Stone & Alvarez LLP' } });
  expect(row.details).toMatchObject({
    booking: {
      onSiteContactName: 'Rebecca Stone (front desk, 14th floor)',
      durationMinutes: 120,
      setting: 'legal',
      address: { city: 'New York', state: 'NY', zip: '10013' },
    },
  });
});

test('a remote booking is stored and confirmed with its reference', async ({ page, request }) => {
  await page.goto(remoteQuote());
  const form = await openRequest(page, 'remote');
  const shownAt = formShownAt();
  await form.getByRole('button', { name: 'Send booking request' }).click();
  await expectFieldError(page, 'booking-remote-name', 'The Full name field is required');
  await expectFieldError(page, 'booking-remote-email', 'The Email field is required');
  await expect(page.locator('#booking-remote-booking-platform')).toHaveValue('zoom');
  const email = uniqueEmail('remote');
  await fillContact(page, 'booking-remote', email);
  await page.locator('#booking-remote-booking-meetingDetails').fill('https://zoom.us/j/5551234567');
  await waitForMinimumFillTime(page, shownAt);
  await form.getByRole('button', { name: 'Send booking request' }).click();
  const reference = await confirmedReference(page, 'Booking request received', 'B');
  const row = await storedByReference(request, 'bookings', reference);
  expect(row).toMatchObject({ kind: 'remote', email });
  expect(row.details).toMatchObject({ booking: { platform: 'zoom', timeZone: 'America/Chicago' } });
});

test.describe('date picker in Turkish', () => {
  test.use({ locale: 'tr-TR' });

  test('starts its weeks on Monday and commits a new date only on OK', async ({ page }) => {
    await page.goto(remoteQuote());
    await openRequest(page, 'remote');
    const trigger = page.locator('#booking-remote-booking-dateTime');
    const before = (await trigger.textContent()) ?? '';
    expect(before).not.toBe('');
    await trigger.click();
    const calendar = page.getByRole('dialog');
    const firstDay = calendar.locator('.react-datepicker__week').first().locator('.react-datepicker__day').first();
    await expect(firstDay).toHaveAttribute('aria-label', /Pazartesi/);
    await calendar.locator('.react-datepicker__navigation--next').click();
    await calendar.locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)').click();
    await expect(trigger).toHaveText(before);
    await calendar.getByRole('button', { name: 'İptal' }).click();
    await expect(calendar).toHaveCount(0);
    await expect(trigger).toHaveText(before);
    await trigger.click();
    await page.getByRole('dialog').locator('.react-datepicker__navigation--next').click();
    await page.getByRole('dialog').locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Tamam' }).click();
    await expect(trigger).not.toHaveText(before);
    await expect(trigger).toContainText('15');
  });
});
