import type { APIRequestContext, Page } from '@playwright/test';
import { admin, adminData, isRow } from './support/admin-api';
import { expect, test } from './support/fixtures';
import { mockIpLookup, uniqueEmail } from './support/form-steps';
import { nextSessionStart, wallTime } from './support/remote-session';
import { createStaffWithCli } from './support/staff-cli';

/*
 * A booking nobody qualifies for, as the client and staff see it: a legal Spanish booking in
 * Houston, where the sample pool's only Spanish interpreter holds no court certification (the
 * promise requires it), is given up with the reason; the client's order page says what is missing
 * and when they hear next; staff see each candidate's rules, "Run assignment now" says why nothing
 * was sent, the uncredentialed interpreter can't be offered it, and a court-certified interpreter
 * from New York is offered it by hand outside the rules, with the reason staff give, audited.
 */

test.describe.configure({ timeout: 180_000 });

const houston = 'America/Chicago';
const reason = 'no interpreter holds court interpreter certification (state or federal) for Spanish to English in Houston, TX';

/** A two-hour legal booking in Houston ten days ahead, confirmed by its client; its order token and project id. */
async function legalBookingInHouston(request: APIRequestContext): Promise<{ orderToken: string; projectId: string }> {
  const startsAt = nextSessionStart() + 10 * 86_400_000;
  const [date, startTime] = wallTime(startsAt, houston).split('T');
  const booked = await request.post('/api/v1.1/bookings', {
    data: {
      kind: 'on-site',
      quote: { language: 'spanish', location: 'houston-tx', date, startTime, durationMinutes: 120, mode: 'consecutive' },
      booking: {
        dateTime: new Date(startsAt).toISOString(),
        durationMinutes: 120,
        address: { street: '1001 Fannin Street', city: 'Houston', state: 'TX', zip: '77002' },
        onSiteContactName: 'Rebecca Stone',
        onSiteContactPhone: '+17135550188',
        setting: 'legal',
      },
      name: 'Rebecca Stone',
      email: uniqueEmail('houston-legal'),
      preferredContactMethod: 'email',
      company_website: '',
      formFillMs: 60_000,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const receipt: unknown = await booked.json();
  const data = isRow(receipt) && isRow(receipt.data) ? receipt.data : {};
  const orderToken = String(data.orderToken);
  expect((await request.post(`/api/v1.1/orders/${orderToken}/confirm`, { data: {} })).status()).toBe(200);
  const bookings = await adminData(request, `bookings?q=${String(data.reference)}`);
  const [row] = Array.isArray(bookings) ? bookings.filter(isRow) : [];
  const projectId = String(row?.projectId);
  // The assignment runs right after the confirmation: poll until it has given the project up.
  await expect
    .poll(async () => {
      const project = await adminData(request, `projects/${projectId}`);
      return isRow(project) ? project.status : undefined;
    })
    .toBe('unassigned');
  return { orderToken, projectId };
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/staff/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Needs action' })).toBeVisible();
}

test('a booking nobody qualifies for: the client is told, staff see why and offer it by hand, audited', async ({ page, request, baseURL }) => {
  await mockIpLookup(page);
  const { orderToken, projectId } = await legalBookingInHouston(request);

  // The client's page says what is missing and when they hear next, not that it is being offered.
  await page.goto(`/orders/?token=${orderToken}`);
  const state = page.getByTestId('order-state');
  await expect(state).toContainText(
    'We have not yet found an interpreter for Spanish to English in Houston, TX who holds court interpreter certification (state or federal).',
  );
  await expect(state).toContainText(/at the latest, either way\.$/);
  await expect(state).not.toContainText('We are offering it');

  const email = uniqueEmail('assigner');
  const password = 'correct horse battery staple';
  expect(await createStaffWithCli(baseURL ?? '', email, password)).toContain(email);
  await signIn(page, email, password);
  await page.goto(`/staff/projects/?id=${projectId}`);
  await expect(page.locator('[data-project-status]')).toHaveText('unassigned');
  const candidates = page.getByTestId('project-candidates');
  await expect(candidates.getByTestId('unassigned-reason')).toContainText(reason);

  // "Run assignment now" says what it did, and why nothing went to this project.
  await page.getByRole('button', { name: 'Run assignment now' }).click();
  await expect(page.getByTestId('assignment-run')).toContainText(`This project: Nothing sent: the assignment gave it up (${reason})`);

  // The Houston interpreter without the credential can't be offered it; the one in New York with it can, with a reason.
  const ricardo = candidates.locator('[data-candidate="Ricardo Gómez"]');
  await expect(ricardo).toHaveAttribute('data-offerable', 'no');
  await expect(ricardo).toContainText('No: lacks court interpreter certification (state or federal), which the client was promised');
  await expect(ricardo.getByRole('button')).toHaveCount(0);
  const alejandro = candidates.locator('[data-candidate="Alejandro Ruiz"]');
  await expect(alejandro).toContainText('Yes: holds court interpreter certification (state or federal)');
  await expect(alejandro).toContainText('No: does not serve Houston, TX');
  await alejandro.getByRole('button', { name: 'Offer it to Alejandro Ruiz outside the rules…' }).click();
  const form = alejandro.getByRole('form', { name: 'Offer it to Alejandro Ruiz outside the rules' });
  await form.getByRole('button', { name: 'Offer it outside the rules' }).click();
  await expect(form.getByText('Say why.')).toBeVisible();
  const why = 'He covers Houston depositions by arrangement and agreed to travel for this one.';
  await form.getByLabel('Why offer it to them anyway').fill(why);
  await form.getByRole('button', { name: 'Offer it outside the rules' }).click();
  await expect(page.getByText(/offered to Alejandro Ruiz; they are emailed their link\.$/)).toBeVisible();
  await expect(page.locator('[data-project-status]')).toHaveText('offering');
  // The offers table names him, and links to his record.
  const offered = page.getByRole('table', { name: /^Offers of / }).getByRole('link', { name: 'Alejandro Ruiz' });
  await expect(offered).toHaveAttribute('href', /^\/staff\/professionals\/\?id=[0-9a-f-]{36}$/);

  // The audit log keeps who offered it, the rule waived and why.
  const audit = await request.get(`/api/v1.1/admin/audit?action=project.offer-by-hand&recordId=${projectId}`, { headers: admin });
  const rows: unknown = await audit.json();
  const [row] = isRow(rows) && Array.isArray(rows.data) ? rows.data.filter(isRow) : [];
  expect(row?.actorLabel).toContain(email);
  expect(JSON.stringify(row?.after)).toContain(why);
  expect(JSON.stringify(row?.after)).toContain('does not serve Houston, TX');
});
