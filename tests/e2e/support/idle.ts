import type { Page } from '@playwright/test';

/**
 * Resolves once the page's event loop has been idle `rounds` times after a frame: every task
 * queued before (a failed request's error event, an intersection observer's callback and the
 * prefetch it schedules for an idle moment) has run. The condition to wait on before asserting
 * that something did not happen, instead of a fixed sleep. A navigation meanwhile destroys the
 * page's context, and the wait fails, naming it.
 */
export async function browserIdle(page: Page, rounds = 2): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5_000 }))));
  }
}
