import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  adminToken,
  confirmedReference,
  fillContactForm,
  formShownAt,
  mockIpLookup,
  storedByReference,
  uniqueEmail,
  waitForMinimumFillTime,
} from './support/form-steps';

/*
 * Intake that loses nothing: a visitor who is fast (autofill, a returning visitor) or whose
 * computer clock is wrong is stored like anyone else; a fast one is held in quarantine for
 * staff, who release it into the normal path.
 */

const staff = { Authorization: `Bearer ${adminToken}` };

async function quarantined(request: APIRequestContext): Promise<{ resource: string; id: string; reference: string; reason: string }[]> {
  const response = await request.get('/api/v1.1/admin/quarantine?limit=200', { headers: staff });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

test.beforeEach(async ({ page }) => {
  await mockIpLookup(page);
});

test('a quote request sent within 3 s of opening the form is stored, held for staff and released by them', async ({ page, request }) => {
  await page.goto('/pricing/?doc-from=spanish&doc-count=600&doc-documents=2');
  const calculator = page.locator('[data-calculator="document"]');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.locator('[data-live]')).toBeVisible();
  await calculator.getByRole('button', { name: 'Request this quote' }).click();
  const form = calculator.locator('[data-slot="quote-request-form"] form');
  await expect(form).toBeVisible();
  const shownAt = Date.now();
  const email = uniqueEmail('fast');
  // As autofill does: every field at once, then send.
  await page.locator('#quote-request-document-name').fill('Grace Lin');
  await page.locator('#quote-request-document-email').fill(email);
  await form.getByRole('button', { name: 'Request this quote' }).click();
  const reference = await confirmedReference(page, 'Quote request received', 'Q');
  expect(Date.now() - shownAt).toBeLessThan(10_000);

  const row = await storedByReference(request, 'quotes', reference);
  expect(row.email).toBe(email);
  expect(row.quarantineReason).toBe('too-fast');
  const held = (await quarantined(request)).find((item) => item.reference === reference);
  expect(held).toMatchObject({ resource: 'quotes', reason: 'too-fast' });

  const released = await request.post(`/api/v1.1/admin/quotes/${String(row.id)}/release`, { headers: staff, data: {} });
  expect(released.status()).toBe(200);
  expect((await released.json()).data.messagesReleased).toBe(2);
  const after = await storedByReference(request, 'quotes', reference);
  expect(after.quarantineReason).toBeNull();
  expect((await quarantined(request)).some((item) => item.reference === reference)).toBe(false);
});

test('a visitor whose computer clock runs ten minutes fast is stored normally, not held', async ({ page, request }) => {
  // Shift the page's wall clock; the form measures its fill time on the monotonic clock.
  await page.addInitScript(() => {
    const offset = 10 * 60 * 1000;
    const RealDate = Date;
    class FastDate extends RealDate {
      constructor(...args: ConstructorParameters<typeof Date> | []) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...(args as ConstructorParameters<typeof Date>));
      }
      static now() {
        return RealDate.now() + offset;
      }
    }
    globalThis.Date = FastDate as DateConstructor;
  });
  await page.goto('/contact-us/');
  expect(await page.evaluate(() => Date.now() - performance.timeOrigin - performance.now())).toBeGreaterThan(9 * 60 * 1000);
  const shownAt = formShownAt();
  const email = uniqueEmail('clock');
  await fillContactForm(page, email, false);
  await waitForMinimumFillTime(page, shownAt);
  await page.getByRole('button', { name: 'Send message' }).click();
  const reference = await confirmedReference(page, 'Message received', 'M');
  const row = await storedByReference(request, 'contact-messages', reference);
  expect(row.email).toBe(email);
  expect(row.quarantineReason).toBeNull();
});
