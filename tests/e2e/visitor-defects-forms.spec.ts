import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { toastRules } from '@/lib/toast/rules';
import { browserIdle } from './support/idle';
import { daysAhead, fillContactForm, mockIpLookup, uniqueEmail } from './support/form-steps';

/*
 * Defects a visitor meets in forms, toasts, the date picker and the offline notice, each
 * reproduced in the built site with the real API: geometry is measured, clicks are real mouse
 * (and touch) input.
 */

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'element has a layout box').not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const remoteQuote = () =>
  `/pricing/?remote-mode=scheduled&remote-platform=zoom&remote-language=spanish&remote-date=${daysAhead(10)}&remote-time=10:00&remote-tz=America/Chicago&remote-minutes=60`;

/** Opens the remote booking form under its calculator, then the date-time picker in it. */
async function openRemoteBookingPicker(page: Page): Promise<Locator> {
  await mockIpLookup(page);
  await page.goto(remoteQuote());
  const calculator = page.locator('[data-calculator="remote"]');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.locator('[data-live]')).toBeVisible();
  await calculator.getByRole('button', { name: 'Request this quote' }).click();
  await expect(calculator.locator('[data-slot="quote-request-form"] form')).toBeVisible();
  await page.locator('#booking-remote-booking-dateTime').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.react-datepicker__month')).toBeVisible();
  return dialog;
}

/** Shows a toast through the site's notifier (the handle support staff use to reproduce issues). */
async function showToast(page: Page, message: string, position = 'top-right'): Promise<Locator> {
  await page.waitForFunction(() => window.verbalis !== undefined);
  await page.evaluate(
    ([text, where]) => {
      const placements = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
      const placement = placements.find((p) => p === where);
      window.verbalis?.notify.info(text, { position: placement, durationMs: 60_000 });
    },
    [message, position] as const,
  );
  const toast = page.locator('[data-toast-kind]').filter({ hasText: message });
  await expect(toast).toBeVisible();
  // The entrance animation has ended: what is measured is where the toast rests.
  await expect.poll(() => toast.evaluate((node) => node.getAnimations().every((animation) => animation.playState === 'finished'))).toBe(true);
  return toast;
}

test.describe('the date picker on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('has its month arrows beside the title and fits the screen with OK in view', async ({ page }) => {
    const dialog = await openRemoteBookingPicker(page);
    // The title's block spans the month's width; what must stay clear is its text.
    const title = await dialog.locator('.react-datepicker__current-month').evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    });
    expect(title.width).toBeGreaterThan(0);
    for (const arrow of ['previous', 'next'] as const) {
      const button = dialog.locator(`.react-datepicker__navigation--${arrow}`);
      if ((await button.count()) === 0) continue;
      expect(overlaps(await boxOf(button), title), `the ${arrow}-month arrow lies over the month title`).toBe(false);
    }
    const popover = await boxOf(dialog);
    expect(popover.height).toBeLessThanOrEqual(720);
    // The calendar and its time list sit side by side at this width.
    const month = await boxOf(dialog.locator('.react-datepicker__month-container'));
    const times = await boxOf(dialog.locator('.react-datepicker__time-container'));
    expect(times.x).toBeGreaterThanOrEqual(month.x + month.width - 1);
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('the date picker in Turkish', () => {
  test.use({ locale: 'tr-TR', viewport: { width: 1280, height: 720 } });

  test('has every label in Turkish', async ({ page }) => {
    const dialog = await openRemoteBookingPicker(page);
    await expect(dialog).toHaveAttribute('aria-label', 'Tarih ve saat seçin');
    await expect(dialog.locator('.react-datepicker__current-month')).toHaveText(
      /^(Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/,
    );
    await expect(dialog.locator('.react-datepicker__day-name')).toHaveText([/^Pazartesi/, /^Salı/, /^Çarşamba/, /^Perşembe/, /^Cuma/, /^Cumartesi/, /^Pazar/]);
    await expect(dialog.locator('.react-datepicker__navigation--next')).toHaveAttribute('aria-label', 'Sonraki ay');
    await expect(dialog.getByRole('button', { name: 'Tamam' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'İptal' })).toBeVisible();
    await expect(dialog.getByRole('listbox')).toHaveAttribute('aria-label', 'Saat');
    await expect(dialog.locator('.react-datepicker-time__header')).toHaveText('Saat');
    const dayLabels = await dialog.locator('.react-datepicker__day').evaluateAll((days) => days.map((day) => day.getAttribute('aria-label') ?? ''));
    expect(dayLabels.length).toBeGreaterThan(27);
    for (const label of dayLabels) expect(label).toMatch(/^(Seçin|Seçilemez): /);
    await expect(dialog.locator('.react-datepicker__month')).toHaveAttribute('aria-label', /^Ay: /);
    // Nothing the picker shows or names is English.
    const words = await dialog.evaluate((root) => {
      const named = [...root.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label') ?? '');
      return [root instanceof HTMLElement ? root.innerText : (root.textContent ?? ''), ...named].join(' ');
    });
    // Whole words only: "Mayıs" is not "May" (a plain \b would see a boundary before "ı").
    expect(words).not.toMatch(
      /(?<!\p{L})(Choose|Not available|Month|Next|Previous|Time|Times in|OK|Cancel|week|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Date)(?!\p{L})/u,
    );
  });
});

test.describe('toasts', () => {
  test('follow a mouse drag and leave when dragged past the threshold', async ({ page }) => {
    await page.goto('/contact-us/');
    const toast = await showToast(page, 'Dragged by the mouse');
    const start = await boxOf(toast);
    const y = start.y + start.height / 2;
    await page.mouse.move(start.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(start.x + 40 - 60, y, { steps: 6 });
    const during = await boxOf(toast);
    expect(during.x).toBeLessThan(start.x - 40);
    // Let go short of the threshold: it goes back.
    await page.mouse.up();
    await expect.poll(async () => (await boxOf(toast)).x).toBeCloseTo(start.x, 0);
    await page.mouse.move(start.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(start.x + 40 + start.width * 0.8, y, { steps: 10 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });

  test('follow a touch drag and leave when swiped away', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 390, height: 760 } });
    const page = await context.newPage();
    await page.route(/^https:\/\/ip-lookup\.test\//, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '0;;;WRONG INPUT' }));
    await page.goto('/contact-us/');
    const toast = await showToast(page, 'Swiped by a finger');
    const start = await boxOf(toast);
    const session = await context.newCDPSession(page);
    const y = start.y + start.height / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      session.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart', start.x + 30);
    for (let step = 1; step <= 6; step += 1) await touch('touchMove', start.x + 30 + step * 10);
    const during = await boxOf(toast);
    expect(during.x).toBeGreaterThan(start.x + 40);
    for (let step = 7; step <= 40; step += 1) await touch('touchMove', start.x + 30 + step * 10);
    await touch('touchEnd', start.x + 430);
    await expect(toast).toHaveCount(0);
    await context.close();
  });

  test('identical toasts are shown once', async ({ page }) => {
    await page.goto('/contact-us/');
    await showToast(page, 'Said twice');
    await page.evaluate(() => {
      window.verbalis?.notify.info('Said twice', { durationMs: 60_000 });
      window.verbalis?.notify.info('Said once', { durationMs: 60_000 });
    });
    // The later toast is up, so the repeat before it has been handled too.
    await expect(page.locator('[data-toast-kind]').filter({ hasText: 'Said once' })).toBeVisible();
    await expect(page.locator('[data-toast-kind]').filter({ hasText: 'Said twice' })).toHaveCount(1);
  });
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 667 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('toasts leave the header uncovered', async ({ page }) => {
      await page.goto('/contact-us/');
      const header = await boxOf(page.locator('body > header, header').first());
      for (const position of ['top-right', 'top-center', 'top-left']) {
        const toast = await showToast(page, `A note at ${position}`, position);
        expect(overlaps(await boxOf(toast), header), `a ${position} toast covers the header`).toBe(false);
      }
    });

    test('an offer is a page of its own: in the page under its heading, no dialog, no scroll of its own, nothing moving as it loads', async ({ page }) => {
      // The API's answer waits until the page is watched for layout shifts.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1.1/offers/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/jobs/?offer=not-a-real-offer-token');
      const panel = page.locator('main [data-offer-status]');
      await page.evaluate(() => {
        const shifts: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: false });
        Object.assign(window, { shifts });
      });
      release();
      await expect(panel).toHaveAttribute('data-offer-status', 'invalid');
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), 'layout shifts as the offer loaded').toEqual([]);
      await expect(page.getByRole('heading', { level: 1, name: 'Your offer' })).toBeVisible();
      await expect(panel.getByRole('heading', { level: 2, name: 'This offer link does not open an offer' })).toBeVisible();
      await expect(page.locator('dialog')).toHaveCount(0);
      const header = await boxOf(page.locator('header').first());
      expect(overlaps(await boxOf(panel), header)).toBe(false);
      // The page scrolls as one: neither it nor the panel is wider than the window, and the panel has no scroll box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await panel.evaluate((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowY))).toBe(false);
    });
  });
}

test('the offline notice says when the connection is back, then leaves', async ({ page, context }) => {
  await page.goto('/contact-us/');
  await context.setOffline(true);
  const notice = page.getByTestId('offline-banner');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('You are offline');
  await context.setOffline(false);
  const back = page.getByRole('status').filter({ hasText: /back online/i });
  await expect(back).toBeVisible();
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await expect(back).toBeHidden({ timeout: 12_000 });
  await expect(notice).toHaveText('');
});

test('a failed submission keeps its error by the submit button until the visitor acts, and toasts it once', async ({ page }) => {
  await page.goto('/contact-us/');
  // The connection to the site's own API fails (network failure), every attempt.
  let attempts = 0;
  await page.route('**/api/v1.1/contact-messages**', (route) => {
    attempts += 1;
    return route.abort('connectionfailed');
  });
  await fillContactForm(page, uniqueEmail('unreachable'));
  const form = page.locator('form#contact');
  // Named by type: while sending, its label is "Sending…".
  const submit = form.locator('button[type="submit"]');
  await submit.click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('We could not reach our servers');
  await expect(submit).not.toHaveAttribute('aria-busy', 'true');
  const firstSend = attempts;
  await submit.click();
  await expect.poll(() => attempts).toBeGreaterThan(firstSend);
  await expect(submit).not.toHaveAttribute('aria-busy', 'true');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('We could not reach our servers');
  const alertId = await alert.getAttribute('id');
  expect(alertId).toBeTruthy();
  await expect(submit).toHaveAttribute('aria-describedby', new RegExp(`(^| )${alertId}( |$)`));
  const toasts = page.locator('[data-toast-kind]').filter({ hasText: 'We could not reach our servers' });
  await expect.poll(() => toasts.count()).toBeLessThanOrEqual(1);
  // The toast's own time runs out and it leaves; the error by the button stays.
  await expect(toasts).toHaveCount(0, { timeout: toastRules.durationMs + toastRules.transitionMs + 10_000 });
  await expect(alert).toBeVisible();
  expect(await toasts.count()).toBeLessThanOrEqual(1);
  // The visitor edits the form: the error is no longer current.
  await page.getByLabel(/^Message/).fill('Two Brazilian birth certificates, and a diploma.');
  await expect(alert).toHaveCount(0);
});

/** One real mouse click at the centre `target` had before `field` was left; returns that box. */
async function leaveFieldByClicking(page: Page, field: Locator, target: Locator): Promise<{ before: Box; after: Box }> {
  await field.focus();
  await target.scrollIntoViewIfNeeded();
  const before = await boxOf(target);
  // A person's click: the field blurs on mousedown, the click lands on mouseup a moment later.
  await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2, { delay: 120 });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  return { before, after: await boxOf(target) };
}

test.describe('leaving a field empty', () => {
  test.beforeEach(async ({ page }) => {
    await mockIpLookup(page);
    await page.goto('/contact-us/');
  });

  test('does not move the checkbox under the pointer: the click ticks it', async ({ page }) => {
    const consent = page.getByRole('checkbox', { name: /I agree that Verbalis may use these details/ });
    const { before, after } = await leaveFieldByClicking(page, page.getByLabel(/^Message/), consent);
    expect(after).toEqual(before);
    await expect(consent).toBeChecked();
  });

  test('does not move the next field under the pointer: the click focuses it', async ({ page }) => {
    const message = page.getByLabel(/^Message/);
    const { before, after } = await leaveFieldByClicking(page, page.getByLabel(/^Topic/), message);
    expect(after).toEqual(before);
    await expect(message).toBeFocused();
  });

  test('does not move the field below a text field', async ({ page }) => {
    const telephone = page.getByRole('textbox', { name: /^Telephone/ });
    const { before, after } = await leaveFieldByClicking(page, page.getByLabel(/^Full name/), telephone);
    expect(after).toEqual(before);
    await expect(telephone).toBeFocused();
  });
});

test('an error clears as soon as the value is valid, while the visitor is still in the field', async ({ page }) => {
  await page.goto('/contact-us/');
  const email = page.getByLabel(/^Email/);
  await email.fill('ana.souza@');
  await email.blur();
  const error = page.locator('#contact-email-error');
  await expect(error).toBeVisible();
  await email.focus();
  await email.pressSequentially('example.com', { delay: 40 });
  await expect(error).toHaveCount(0);
  await expect(email).toBeFocused();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
});

test.describe('a field whose code loads while the connection is down', () => {
  test.use({ viewport: { width: 412, height: 480 } });

  test('keeps its placeholder and the page, then loads once the connection is back', async ({ page, context }) => {
    await mockIpLookup(page);
    await page.goto('/contact-us/');
    const loads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads.push(frame.url());
    });
    const skeleton = page.locator('form#contact [data-input-skeleton]');
    // Far below a short window, the phone field's code has not been asked for yet.
    await expect(skeleton).toHaveCount(1);
    const failedScripts: string[] = [];
    page.on('requestfailed', (failed) => {
      if (failed.resourceType() === 'script') failedScripts.push(failed.url());
    });
    await context.setOffline(true);
    await skeleton.scrollIntoViewIfNeeded();
    // The field asks for its code, which fails; once the page has been idle since, it has handled the failure.
    await expect.poll(() => failedScripts.length, { message: 'the phone field asked for its code' }).toBeGreaterThan(0);
    await browserIdle(page);
    // Its chunks failed: the placeholder stands, and the page was neither reloaded nor replaced.
    await expect(skeleton).toHaveCount(1);
    await expect(page.locator('form#contact')).toBeVisible();
    expect(loads).toEqual([]);
    await context.setOffline(false);
    const phone = page.locator('form#contact input[name="telephone"]');
    await expect(phone).toBeVisible();
    await phone.fill('212 555 0123');
    await expect(phone).toHaveValue(/212/);
    expect(loads).toEqual([]);
  });
});

test.describe('a lazily loaded control', () => {
  // Next hands a dynamic chunk's stylesheet to React as a `<link precedence>` and lets the chunk run at
  // once; React reveals the control only once that sheet has loaded. Were that to change, a control
  // would render unstyled and jump when its CSS lands (the calculators' layout-shift tests would follow).
  // Each case holds back every stylesheet asked for after hydration, then checks the control's first frame.

  /** Records `property` of the first element matching `selector` as it enters the document. */
  async function watchFirstStyle(page: Page, selector: string, property: string) {
    await page.addInitScript(
      ([selector, name]) => {
        const seen: string[] = [];
        Object.assign(window, { firstStyles: seen });
        new MutationObserver(() => {
          const element = document.querySelector(selector);
          if (element && seen.length === 0) seen.push(getComputedStyle(element).getPropertyValue(name));
        }).observe(document, { childList: true, subtree: true });
      },
      [selector, property] as const,
    );
  }
  const firstStyles = (page: Page) => page.evaluate(() => (window as unknown as { firstStyles: string[] }).firstStyles);
  /** From now on, every stylesheet (the page's own are in) comes 1.5 s late. */
  const slowStylesheets = (page: Page) =>
    page.route('**/_next/static/css/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });

  for (const { name, path, width, height, near, control, property, styled } of [
    {
      name: 'a searchable select',
      ...{ path: '/services/document-translation/russian/', width: 800, height: 700, near: '[data-calculator-reserve="document"]' },
      ...{ control: '[data-calculator="document"] [class*="select_control"]', property: 'min-height', styled: '44px' },
    },
    {
      name: 'the phone field',
      ...{ path: '/contact-us/', width: 412, height: 480, near: 'form#contact [data-input-skeleton]' },
      ...{ control: 'form#contact [class*="phone-input_phone"]', property: 'display', styled: 'flex' },
    },
  ]) {
    test(`${name} renders only with its stylesheet, however late that arrives`, async ({ page }) => {
      await mockIpLookup(page);
      await watchFirstStyle(page, control, property);
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await slowStylesheets(page);
      await expect(page.locator(control), 'far from the window, the control has not loaded yet').toHaveCount(0);
      await page.locator(near).evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await expect(page.locator(control).first()).toBeVisible();
      expect(await firstStyles(page)).toEqual([styled]);
    });
  }

  test('the date picker renders only with its stylesheet, even when a hover loaded its code beforehand', async ({ page }) => {
    await watchFirstStyle(page, '.react-datepicker__navigation', 'position');
    await mockIpLookup(page);
    await page.goto(remoteQuote());
    const calculator = page.locator('[data-calculator="remote"]');
    await calculator.scrollIntoViewIfNeeded();
    await expect(calculator.locator('[data-live]')).toBeVisible();
    await calculator.getByRole('button', { name: 'Request this quote' }).click();
    const trigger = page.locator('#booking-remote-booking-dateTime');
    await expect(trigger).toBeVisible();
    await slowStylesheets(page);
    // The hover starts the calendar's code and stylesheet; its code has arrived long before the sheet.
    await trigger.hover();
    await page.waitForTimeout(700);
    await trigger.click();
    await expect(page.getByRole('dialog').locator('.react-datepicker__month')).toBeVisible();
    expect(await firstStyles(page)).toEqual(['absolute']);
  });

  test('the toaster renders only with its stylesheet', async ({ page }) => {
    await watchFirstStyle(page, '[class*="toaster_region"]', 'position');
    await page.goto('/');
    await slowStylesheets(page);
    await showToast(page, 'Saved');
    // Unstyled, the toasts' region would be a static box at the end of the page.
    expect(await firstStyles(page)).toEqual(['fixed']);
  });
});
