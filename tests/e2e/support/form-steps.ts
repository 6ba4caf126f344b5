import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The staff token start-server.mjs gives the API. */
export const adminToken = process.env.ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef';

/** The IP-to-country service the site is built with for these tests (NEXT_PUBLIC_IP_LOOKUP_URL=https://ip-lookup.test/). */
export const ipLookupUrl = 'https://ip-lookup.test/**';

/** Answers the third-party IP lookup with `reply` (`1;TR;TUR;Turkey`, `0;;;WRONG INPUT`). */
export async function mockIpLookup(page: Page, reply = '1;US;USA;United States'): Promise<void> {
  await page.route(ipLookupUrl, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: reply }));
}

/** `VM-260601-7K3QXZ`: the API's references, by kind letter. */
function referencePattern(kind: 'M' | 'P' | 'A' | 'Q' | 'B'): RegExp {
  return new RegExp(`^V${kind}-\\d{6}-[0-9A-Z]{6}$`);
}

/** A unique address per test, so rows are told apart in a shared database. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

type Row = Record<string, unknown>;

async function adminGet(request: APIRequestContext, path: string): Promise<unknown> {
  const response = await request.get(`/api/v1.1/admin/${path}`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(response.status(), `GET admin/${path}`).toBe(200);
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined;
}

/** The stored rows of a resource (newest first), as staff read them. */
export async function storedRows(request: APIRequestContext, resource: string): Promise<Row[]> {
  const data = await adminGet(request, `${resource}?limit=200`);
  return Array.isArray(data) ? data.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
}

/** The one stored row with this reference, with its files where the resource has them. */
export async function storedByReference(request: APIRequestContext, resource: string, reference: string): Promise<Row> {
  const matches = (await storedRows(request, resource)).filter((row) => row.reference === reference);
  expect(matches, `${resource} stored under ${reference}`).toHaveLength(1);
  const [row] = matches;
  const detail = await adminGet(request, `${resource}/${String(row?.id)}`);
  expect(detail).toBeTruthy();
  return typeof detail === 'object' && detail !== null ? Object.fromEntries(Object.entries(detail)) : {};
}

/** The form is shown; the API holds in quarantine anything completed within 3 s of that. */
export function formShownAt(): number {
  return Date.now();
}

export async function waitForMinimumFillTime(page: Page, shownAt: number): Promise<void> {
  const left = 3300 - (Date.now() - shownAt);
  if (left > 0) await page.waitForTimeout(left);
}

/** The confirmation that replaces a form once received; returns the reference it shows. */
export async function confirmedReference(page: Page, heading: string, kind: 'M' | 'P' | 'A' | 'Q' | 'B'): Promise<string> {
  const panel = page.getByTestId('form-confirmation');
  await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
  await expect(panel.getByRole('heading', { name: heading })).toBeFocused();
  const reference = panel.getByTestId('form-reference');
  await expect(reference).toHaveText(referencePattern(kind));
  return (await reference.textContent()) ?? '';
}

/** Expects a field's error text and its wiring: `aria-invalid` and `aria-describedby` pointing at the message. */
export async function expectFieldError(page: Page, fieldId: string, message: string): Promise<void> {
  await expect(page.locator(`#${fieldId}-error`)).toHaveText(message);
  const control = page.locator(`#${fieldId}`);
  await expect(control).toHaveAttribute('aria-describedby', new RegExp(`(^| )${fieldId}-error( |$)`));
}

/** Types into a react-select (searchable or multi) and picks the first match. */
export async function chooseOption(input: Locator, text: string): Promise<void> {
  await input.click();
  await input.fill(text);
  await expect(input.page().getByRole('option', { name: text, exact: true }).first()).toBeVisible();
  await input.press('Enter');
}

/** A date `days` ahead, as the calculators' query writes it (YYYY-MM-DD, UTC). */
export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Fills the contact form as a visitor would; the optional telephone is left empty when `withTelephone` is false. */
export async function fillContactForm(page: Page, email: string, withTelephone = true): Promise<void> {
  await page.getByLabel(/^Full name/).fill('Ana Souza');
  await page.getByLabel(/^Email/).fill(email);
  if (withTelephone) await page.getByRole('textbox', { name: /^Telephone/ }).fill('+1 646 555 0142');
  await page.getByLabel(/^Topic/).selectOption({ label: 'Certified document translation' });
  await page.getByLabel(/^Message/).fill('Two Brazilian birth certificates need certified translation for a USCIS filing.');
  await page.getByRole('checkbox', { name: /I agree that Verbalis may use these details/ }).check();
}
