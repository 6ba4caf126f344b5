import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answers, freePort, processesWith, startDevLoop, stopDevLoop, type DevLoop } from './support/dev-loop';
import { expect, test } from './support/fixtures';
import { confirmedReference, fillContactForm, formShownAt, uniqueEmail, waitForMinimumFillTime } from './support/form-steps';

/**
 * `npm run dev` as a contributor runs it (next dev and the API in watch mode), on ports of its own
 * and a throwaway database. next dev compiles /contact-us/ on its first request, so the time-outs
 * are those of a first compile on a loaded machine, not of a page load.
 */
test.describe.configure({ mode: 'serial' });

const adminToken = 'dev-loop-admin-token-0123456789';
let loop: DevLoop | undefined;
let dataDir = '';
let marker = '';
let sitePort = 0;
let apiPort = 0;
const siteUrl = () => `http://localhost:${sitePort}`;
const apiUrl = () => `http://localhost:${apiPort}/api/v1.1/`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sitePort = await freePort();
  do apiPort = await freePort();
  while (apiPort === sitePort);
  dataDir = mkdtempSync(join(tmpdir(), 'verbalis-dev-loop-'));
  // Every process npm run dev starts inherits this, which is how stragglers are found.
  marker = `DATA_DIR=${dataDir}`;
  const started = startDevLoop({
    DEV_PORT: String(sitePort),
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    ADMIN_TOKEN: adminToken,
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  loop = started;
  const deadline = Date.now() + 150_000;
  while (!((await answers(`${apiUrl()}health`)) && (await answers(`${siteUrl()}/favicon.svg`)))) {
    if (started.npm.exitCode !== null || Date.now() > deadline) {
      throw new Error(`npm run dev did not come up (site ${siteUrl()}, API ${apiUrl()}):\n${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  if (loop !== undefined) await stopDevLoop(loop, marker);
  if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
});

test('npm run dev says where the site and the API are', async () => {
  await expect.poll(() => loop?.output() ?? '').toContain(`${siteUrl()}/`);
  expect(loop?.output()).toContain(apiUrl());
});

test('the dev site sends the contact form to the dev API, which stores it', async ({ page, request }) => {
  test.setTimeout(240_000);
  // The first request makes next dev compile the page; goto returns once it is hydrated.
  await page.goto(`${siteUrl()}/contact-us/`, { timeout: 200_000 });
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  const shownAt = formShownAt();
  const email = uniqueEmail('dev-loop');
  await fillContactForm(page, email);
  await waitForMinimumFillTime(page, shownAt);
  await page.getByRole('button', { name: 'Send message' }).click();
  const reference = await confirmedReference(page, 'Message received', 'M');

  const response = await request.get(`${apiUrl()}admin/contact-messages?limit=50`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(response.status()).toBe(200);
  const body: unknown = await response.json();
  const rows: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined;
  const stored = Array.isArray(rows)
    ? rows.filter((row: unknown) => typeof row === 'object' && row !== null && Reflect.get(row, 'reference') === reference)
    : [];
  expect(stored).toEqual([expect.objectContaining({ email, quarantineReason: null })]);
});

test('when the site stops, npm run dev stops the API and exits', async () => {
  test.setTimeout(60_000);
  const started = loop;
  expect(started).toBeDefined();
  const site = processesWith(marker).find((entry) => entry.command.includes('next/dist/bin/next dev'));
  expect(site, `next dev among ${JSON.stringify(processesWith(marker))}`).toBeDefined();
  if (started === undefined || site === undefined) return;
  process.kill(site.pid, 'SIGKILL');
  expect(await started.exited).not.toBe(0);
  expect(await answers(`${apiUrl()}health`)).toBe(false);
  expect(processesWith(marker)).toEqual([]);
});
