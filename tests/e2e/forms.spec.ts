import { buildPdf } from '../fixtures/wordcount/pdf-builder';
import { expect, seriousAxeViolations, test } from './support/fixtures';
import {
  chooseOption,
  confirmedReference,
  expectFieldError,
  fillContactForm,
  formShownAt,
  ipLookupUrl,
  mockIpLookup,
  storedByReference,
  storedRows,
  uniqueEmail,
  waitForMinimumFillTime,
} from './support/form-steps';

/*
 * The forms against the built site and the real API. Only the third-party IP lookup is
 * intercepted; everything sent to /api/v1.1/ is stored and read back through the staff API.
 * The site under test is built with NEXT_PUBLIC_IP_LOOKUP_URL=https://ip-lookup.test/.
 */

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await mockIpLookup(page);
    await page.goto('/contact-us/');
  });

  test('an empty submit shows every message, linked to its field, and focuses the first', async ({ page }) => {
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectFieldError(page, 'contact-name', 'The Full name field is required');
    await expectFieldError(page, 'contact-email', 'The Email field is required');
    await expectFieldError(page, 'contact-topic', 'The Topic field is required');
    await expectFieldError(page, 'contact-message', 'The Message field is required');
    await expectFieldError(page, 'contact-consent', 'The Privacy policy consent field is required');
    await expect(page.locator('#contact-name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#contact-name')).toBeFocused();
  });

  test('a field shows its error once left and updates it while typing', async ({ page }) => {
    const email = page.locator('#contact-email');
    await email.fill('ana@');
    await expect(page.locator('#contact-email-error')).toHaveCount(0);
    await email.blur();
    await expectFieldError(page, 'contact-email', 'The Email field must be a valid email');
    await email.pressSequentially('example.com');
    await expect(page.locator('#contact-email-error')).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await page.locator('#contact-message').fill('Too short');
    await page.locator('#contact-message').blur();
    await expectFieldError(page, 'contact-message', 'The Message field must be at least 20 characters');
  });

  test('a valid message is stored, confirmed with its reference, and its draft removed', async ({ page, request }) => {
    const shownAt = formShownAt();
    const email = uniqueEmail('contact');
    await fillContactForm(page, email);
    await waitForMinimumFillTime(page, shownAt);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you. Your message has reached our project team.')).toBeVisible();
    const reference = await confirmedReference(page, 'Message received', 'M');
    const row = await storedByReference(request, 'contact-messages', reference);
    expect(row.email).toBe(email);
    expect(row.body).toMatchObject({ name: 'Ana Souza', telephone: '+16465550142', topic: 'document-translation', consent: true });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('verbalis.draft.contact.v1'))).toBeNull();
  });

  test('a double click sends the message once', async ({ page, request }) => {
    const shownAt = formShownAt();
    const email = uniqueEmail('double');
    await fillContactForm(page, email);
    await waitForMinimumFillTime(page, shownAt);
    await page.getByRole('button', { name: 'Send message' }).dblclick();
    await confirmedReference(page, 'Message received', 'M');
    const rows = (await storedRows(request, 'contact-messages')).filter((row) => row.email === email);
    expect(rows).toHaveLength(1);
  });

  test('going offline while sending keeps everything, and the draft survives a reload', async ({ page, context }) => {
    const email = uniqueEmail('offline');
    await fillContactForm(page, email);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('verbalis.draft.contact.v1'))).toContain(email);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send message' }).click();
    // By the submit button (a toast says it too, so the text alone names two elements).
    await expect(page.locator('#contact-failure')).toContainText(/We could not reach our servers/);
    await expect(page.locator('#contact-email')).toHaveValue(email);
    await expect(page.locator('#contact-consent')).toBeChecked();
    await expect(page.getByRole('button', { name: 'Send message' })).not.toHaveAttribute('aria-disabled', 'true');
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByTestId('draft-notice')).toBeVisible();
    await expect(page.locator('#contact-email')).toHaveValue(email);
    await expect(page.locator('#contact-name')).toHaveValue('Ana Souza');
    await expect(page.locator('#contact-topic')).toHaveValue('document-translation');
    await expect(page.getByRole('textbox', { name: /^Telephone/ })).toHaveValue(/646/);
    await expect(page.locator('#contact-consent')).not.toBeChecked();
  });
});

test.describe('phone default country', () => {
  test('follows a successful lookup', async ({ page }) => {
    await mockIpLookup(page, '1;TR;TUR;Turkey');
    await page.goto('/contact-us/');
    await page.locator('#contact-name').click();
    await expect(page.getByRole('button', { name: /^Country calling code: Turkey/ })).toBeVisible();
  });

  test('is the United States when the lookup cannot tell', async ({ page }) => {
    let asked = false;
    await page.route(ipLookupUrl, (route) => {
      asked = true;
      return route.fulfill({ status: 200, contentType: 'text/plain', body: '0;;;WRONG INPUT' });
    });
    await page.goto('/contact-us/');
    await page.locator('#contact-name').click();
    await expect.poll(() => asked).toBe(true);
    await expect(page.getByRole('button', { name: /^Country calling code: United States \+1/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Country calling code: Turkey/ })).toHaveCount(0);
  });
});

test.describe('partnership inquiry', () => {
  test.beforeEach(async ({ page }) => {
    await mockIpLookup(page);
    await page.goto('/partnership/');
  });

  test('an empty submit shows every message', async ({ page }) => {
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await expectFieldError(page, 'partnership-organisation', 'The Organization field is required');
    await expectFieldError(page, 'partnership-organisationType', 'The Organization type field is required');
    await expectFieldError(page, 'partnership-contactPerson', 'The Contact person field is required');
    await expectFieldError(page, 'partnership-email', 'The Email field is required');
    await expectFieldError(page, 'partnership-telephone', 'The Telephone field is required');
    await expectFieldError(page, 'partnership-expectedVolume', 'The Expected volume field is required');
    await expectFieldError(page, 'partnership-message', 'The Message field is required');
    await expect(page.locator('#partnership-organisation')).toBeFocused();
  });

  test('a valid inquiry is stored and confirmed with its reference', async ({ page, request }) => {
    const shownAt = formShownAt();
    const email = uniqueEmail('partner');
    await page.locator('#partnership-organisation').fill('Harbor Legal Aid');
    await page.locator('#partnership-organisationType').selectOption('law-firm');
    await page.locator('#partnership-contactPerson').fill('Dana Whitfield');
    await page.locator('#partnership-email').fill(email);
    await page.locator('#partnership-telephone').fill('+1 617 555 0100');
    await page.locator('#partnership-expectedVolume').selectOption('few-per-month');
    await page.locator('#partnership-message').fill('We refer asylum clients who need certified translations every month.');
    await waitForMinimumFillTime(page, shownAt);
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    const reference = await confirmedReference(page, 'Inquiry received', 'P');
    const row = await storedByReference(request, 'partnership-inquiries', reference);
    expect(row.body).toMatchObject({ organisation: 'Harbor Legal Aid', organisationType: 'law-firm', email, telephone: '+16175550100' });
  });
});

test.describe('professional application', () => {
  test('an empty submit shows every message', async ({ page }) => {
    await mockIpLookup(page, '0;;;WRONG INPUT');
    await page.goto('/translators/');
    await page.getByRole('button', { name: 'Send application' }).click();
    const expected: [string, string][] = [
      ['application-name', 'The Full name field is required'],
      ['application-email', 'The Email field is required'],
      ['application-telephone', 'The Telephone field is required'],
      ['application-country', 'The Country field is required'],
      ['application-professionalType', 'The Professional type field is required'],
      ['application-availability', 'The Availability field is required'],
      ['application-yearsOfExperience', 'The Years of experience field is required'],
      ['application-specialisations', 'The Specializations field is required'],
      ['application-languagePairs-0-source', 'The Source language field is required'],
      ['application-languagePairs-0-target', 'The Target language field is required'],
      ['application-cv', 'The CV field is required'],
      ['application-agreementAccepted', 'The Agreement field is required'],
    ];
    for (const [id, message] of expected) await expectFieldError(page, id, message);
    await expect(page.locator('#application-name')).toBeFocused();
  });

  test("the application form hydrates only when needed: the server's form stands until the visitor nears it", async ({ page }) => {
    await mockIpLookup(page);
    await page.setViewportSize({ width: 412, height: 823 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/pro/translator/');
    // React marks every element it hydrated with a `__reactFiber$…` property.
    const hydrated = (selector: string) => page.locator(selector).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
    await expect(page.locator('form#application-translator')).toHaveCount(1);
    await expect(page.locator('#application-translator-name')).toBeAttached();
    expect(await hydrated('h1')).toBe(true);
    expect(await hydrated('#application-translator-name')).toBe(false);

    await page.locator('#application-translator-name').scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated('#application-translator-name')).toBe(true);
    await expect(page.locator('form#application-translator')).toHaveCount(1);
    // The live form validates: a required field left empty says so.
    await page.locator('#application-translator-name').focus();
    await page.locator('#application-translator-email').focus();
    await expectFieldError(page, 'application-translator-name', 'The Full name field is required');
    expect(errors).toEqual([]);
  });

  test("what is typed into the server's form before its code arrives is kept, and a submit pressed meanwhile is sent", async ({ page }) => {
    await mockIpLookup(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/pro/translator/');
    await page.locator('#application-translator-name').fill('Mehmet Yılmaz');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expectFieldError(page, 'application-translator-email', 'The Email field is required');
    await expect(page.locator('#application-translator-name')).toHaveValue('Mehmet Yılmaz');
    await expect(page).toHaveURL(/\/pro\/translator\/$/);
  });

  test('a select far below the fold loads its control only as the visitor nears it', async ({ page }) => {
    await mockIpLookup(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/translators/');
    const field = page.locator('#application-certifications-label').locator('..');
    const label = page.locator('label[for="application-certifications"]');
    await expect(field.locator('[data-input-skeleton]')).toHaveCount(1);
    await expect(page.locator('#application-certifications')).toHaveCount(0);
    // No label names the control before it is there.
    await expect(label).toHaveCount(0);
    await field.scrollIntoViewIfNeeded();
    await expect(page.locator('#application-certifications')).toBeVisible();
    await expect(field.locator('[data-input-skeleton]')).toHaveCount(0);
    await expect(label).toHaveCount(1);
  });

  test('the multi-select says when nothing matches and when the list is empty', async ({ page }) => {
    await mockIpLookup(page);
    await page.goto('/translators/');
    // The select's code loads as its field nears the viewport, as it does when a visitor scrolls to it.
    await page.locator('#application-certifications-label').scrollIntoViewIfNeeded();
    const certifications = page.locator('#application-certifications');
    await certifications.click();
    await certifications.fill('zzz');
    await expect(page.getByText('No elements found. Consider changing the search query.')).toBeVisible();
    await certifications.fill('');
    for (let chosen = 0; chosen < 5; chosen += 1) await certifications.press('Enter');
    await expect(page.getByText('List is empty.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove ATA-certified translator' })).toBeVisible();
  });

  test('a valid application with its CV is stored and confirmed with its reference', async ({ page, request }) => {
    await mockIpLookup(page, '1;TR;TUR;Turkey');
    await page.goto('/translators/');
    const shownAt = formShownAt();
    const email = uniqueEmail('applicant');
    await page.locator('#application-name').fill('Mehmet Yılmaz');
    await page.locator('#application-email').fill(email);
    await page.locator('#application-telephone').fill('+90 532 123 45 67');
    // The country starts at the one the IP lookup found.
    await expect(page.locator('#application').getByText('Turkey', { exact: true })).toBeVisible();
    await page.locator('#application-professionalType').selectOption('translator');
    await page.locator('#application-availability').selectOption('full-time');
    await page.locator('#application-yearsOfExperience').fill('8');
    await chooseOption(page.locator('#application-specialisations'), 'Legal');
    await chooseOption(page.locator('#application-languagePairs-0-source'), 'Turkish');
    await chooseOption(page.locator('#application-languagePairs-0-target'), 'English');
    await page.locator('#application-rates-perWordCents').fill('0.12');
    await page.locator('#application-cv').setInputFiles({
      name: 'mehmet-yilmaz-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(buildPdf([{ kind: 'text', lines: ['Mehmet Yilmaz, sworn Turkish translator'] }])),
    });
    await page.locator('#application-agreementAccepted').check();
    await waitForMinimumFillTime(page, shownAt);
    await page.getByRole('button', { name: 'Send application' }).click();
    const reference = await confirmedReference(page, 'Application received', 'A');
    const row = await storedByReference(request, 'applications', reference);
    expect(row.body).toMatchObject({
      email,
      country: 'TR',
      professionalType: 'translator',
      languagePairs: [{ source: 'turkish', target: 'english' }],
      rates: { perWordCents: 12 },
      yearsOfExperience: 8,
    });
    expect(row.files).toHaveLength(1);
  });
});

test.describe('accessibility', () => {
  for (const [path, submit] of [
    ['/contact-us/', 'Send message'],
    ['/partnership/', 'Send inquiry'],
    ['/translators/', 'Send application'],
    ['/pro/interpreter/', 'Send application'],
  ] as const) {
    test(`${path}: no serious violations, with the errors shown`, async ({ page }) => {
      await mockIpLookup(page);
      await page.goto(path);
      await page.getByRole('button', { name: submit }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('the contact form can be completed and sent with the keyboard alone', async ({ page, request }) => {
    await mockIpLookup(page);
    await page.goto('/contact-us/');
    const shownAt = formShownAt();
    const email = uniqueEmail('keyboard');
    await page.locator('#contact-name').focus();
    await page.keyboard.type('Ana Souza');
    await page.keyboard.press('Tab');
    await expect(page.locator('#contact-email')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Country calling code/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: /^Telephone/ })).toBeFocused();
    await page.keyboard.type('+1 646 555 0142');
    await page.keyboard.press('Tab');
    await expect(page.locator('#contact-topic')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(page.locator('#contact-message')).toBeFocused();
    await page.keyboard.type('Please call me about interpreting at a deposition next month.');
    await page.keyboard.press('Tab');
    await expect(page.locator('#contact-consent')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('#contact-consent')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.locator('#contact').getByRole('link', { name: 'privacy policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
    await waitForMinimumFillTime(page, shownAt);
    await page.keyboard.press('Enter');
    const reference = await confirmedReference(page, 'Message received', 'M');
    const row = await storedByReference(request, 'contact-messages', reference);
    expect(row.body).toMatchObject({ email, topic: 'document-translation' });
  });
});
