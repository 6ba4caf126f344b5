import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { buildPdf } from '../fixtures/wordcount/pdf-builder';
import { expect, test } from './support/fixtures';
import { createStaffWithCli } from './support/staff-cli';
import { adminToken, chooseOption, mockIpLookup, storedByReference, uniqueEmail } from './support/form-steps';
import { deliveredOrderId, signInAsStaff } from './support/gate-templates';
import { adminData, isRow } from './support/admin-api';
import { mailbox } from './support/mailbox';
import { axeViolations } from './support/gate-checks';

/*
 * The back office end to end, as staff use it: the first admin is created with the command line,
 * signs in and invites a coordinator, who chooses a password on the page the emailed link opens
 * and is signed in; the coordinator releases a quarantined message, approves an application,
 * cancels a project, finds each in the audit log, can't manage staff accounts, and signing out
 * ends the session for good.
 */

// One person after another through the whole back office: about 60 s on a quiet machine, twice that under load.
test.describe.configure({ timeout: 180_000 });

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/staff/');
  // The second person's page is not the fixture's, which waits for hydration itself.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The back office opens on what needs action.
  await expect(page.getByRole('heading', { level: 1, name: 'Needs action' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

/**
 * A destructive or irreversible action is never the primary button: it has its secondary style
 * (`button-ghost`, or `button-danger`, outlined in the danger colour) and no fill, where the
 * primary `button` is filled with the brand colour.
 */
async function expectNotPrimary(button: Locator, style: 'button-ghost' | 'button-danger'): Promise<void> {
  await expect(button).toHaveClass(new RegExp(`(^|\\s)${style}(\\s|$)`));
  await expect(button).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  if (style === 'button-danger') await expect(button).toHaveCSS('color', 'rgb(185, 28, 28)');
}

/** The invitation link mailed to `email`, as it arrived (the outbox's own copy keeps no live link once sent). */
async function invitationMailedTo(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const rows = await adminData(request, 'outbox?kind=staff-invitation&limit=200');
        const mailed = await mailbox();
        const row = (Array.isArray(rows) ? rows.filter(isRow) : []).find((message) => message.recipient === email);
        link = row === undefined ? '' : (/https?:\/\/\S+\/staff\/invitation\/\?token=[A-Za-z0-9_-]{43}/.exec(mailed(row))?.[0] ?? '');
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

/** A contact message sent without a fill time: the spam screen holds it. */
async function quarantinedMessage(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v1.1/contact-messages', {
    data: {
      name: 'Quinn Held',
      email,
      topic: 'general',
      message: 'Please call me back about a certified translation of my diploma.',
      consent: true,
      company_website: '',
    },
  });
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()).data;
  expect((await storedByReference(request, 'contact-messages', reference)).quarantineReason).toBe('no-fill-time');
  return reference;
}

async function application(request: APIRequestContext, email: string): Promise<string> {
  const data = {
    name: 'Marta Kowalczyk',
    email,
    telephone: '+48601234567',
    country: 'pl',
    professionalType: 'translator',
    languagePairs: [{ source: 'polish', target: 'english' }],
    specialisations: ['legal'],
    certifications: ['ata'],
    yearsOfExperience: 9,
    rates: { perWordCents: 11 },
    availability: 'part-time',
    agreementAccepted: true,
    company_website: '',
    formFillMs: 60_000,
  };
  const cv = Buffer.from(buildPdf([{ kind: 'text', lines: ['Marta Kowalczyk, certified Polish translator'] }]));
  const response = await request.post('/api/v1.1/applications', {
    multipart: { data: JSON.stringify(data), cv: { name: 'marta-cv.pdf', mimeType: 'application/pdf', buffer: cv } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.reference;
}

/** A quote request, which becomes a project. */
async function projectOfQuote(request: APIRequestContext, email: string): Promise<{ id: string; reference: string }> {
  const response = await request.post('/api/v1.1/quotes', {
    data: {
      calculator: 'document',
      quote: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'birth-certificate', words: 240 }] },
      name: 'Ana Souza',
      email,
      telephone: '+16175550143',
      preferredContactMethod: 'email',
      nameSpellings: 'Ana Souza',
      company_website: '',
      formFillMs: 60_000,
    },
  });
  expect(response.status()).toBe(201);
  const receipt = (await response.json()).data;
  // Only an order its client confirmed becomes a project.
  expect((await request.post(`/api/v1.1/orders/${String(receipt.orderToken)}/confirm`, { data: {} })).status()).toBe(200);
  const quote = await storedByReference(request, 'quotes', receipt.reference);
  const project = await request.get(`/api/v1.1/admin/projects/${String(quote.projectId)}`, { headers: { Authorization: `Bearer ${adminToken}` } });
  const { id, reference } = (await project.json()).data;
  return { id, reference };
}

test('the first admin from the command line invites a coordinator, who works the inbox, applications and projects; logout ends the session', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const adminEmail = uniqueEmail('admin');
  const adminPassword = 'correct horse battery staple';
  const coordinatorEmail = uniqueEmail('coordinator');
  const coordinatorPassword = 'a coordinator passphrase';

  expect(await createStaffWithCli(baseURL ?? '', adminEmail, adminPassword)).toContain(adminEmail);

  // The admin signs in and invites a coordinator, who chooses their own password.
  await signIn(page, adminEmail, adminPassword);
  await page.getByRole('link', { name: 'Staff accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('Name').fill('Cora Coordinator');
  await form.getByLabel('Email').fill(coordinatorEmail);
  await form.getByLabel('Role').selectOption('coordinator');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invited ${coordinatorEmail} as coordinator; the link is on its way to them.`)).toBeVisible();
  const invitationRow = page.getByRole('table', { name: 'Open invitations' }).getByRole('row').filter({ hasText: coordinatorEmail });
  await expect(invitationRow).toContainText('coordinator');
  await expect(invitationRow).toContainText('Ada Admin');
  // The admin never sees the link: it is in the invitee's mail only.
  expect(await page.content()).not.toContain('/staff/invitation/?token=');
  const link = await invitationMailedTo(request, coordinatorEmail);
  const heldReference = await quarantinedMessage(request, uniqueEmail('held'));
  const applicantEmail = uniqueEmail('applicant');
  const applicationReference = await application(request, applicantEmail);
  const project = await projectOfQuote(request, uniqueEmail('client'));
  const turnedDownReference = await application(request, uniqueEmail('turned-down'));

  // The coordinator, in a browser of their own.
  const context = await browser.newContext({ baseURL });
  // The IP-to-country lookup is a third party the site is built with for the tests: it says it cannot tell.
  await context.route(/^https:\/\/ip-lookup\.test\//, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '0;;;WRONG INPUT' }));
  const coordinator = await context.newPage();
  // The mailed link names SITE_URL's host; the rest of the test runs on the base URL's, where the session cookie must be set.
  const { pathname, search } = new URL(link);
  await coordinator.goto(`${pathname}${search}`);
  await expect(coordinator.getByRole('heading', { level: 1, name: 'Join the back office' })).toBeVisible();
  await expect(coordinator.getByText(coordinatorEmail)).toBeVisible();
  await coordinator.getByLabel('Password (12 characters or more)').fill('password1234');
  await coordinator.getByRole('button', { name: 'Create my account' }).click();
  await expect(coordinator.getByText(/^This password is too easy to guess\./)).toBeVisible();
  // The page of the invitation, with its error shown, passes axe with no violation of any impact.
  expect(await axeViolations(coordinator)).toEqual([]);
  await coordinator.getByLabel('Password (12 characters or more)').fill(coordinatorPassword);
  await coordinator.getByRole('button', { name: 'Create my account' }).click();
  // Signed in at once, on what needs action; the spent link opens nothing any more.
  await expect(coordinator.getByRole('heading', { level: 1, name: 'Needs action' })).toBeVisible();
  await expect(coordinator.getByRole('navigation', { name: 'Back office' })).toContainText('Cora Coordinator');
  expect((await request.get(`/api/v1.1/staff/invitation${search}`)).status()).toBe(404);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Staff accounts' }).getByRole('row').filter({ hasText: coordinatorEmail })).toContainText('coordinator');
  await expect(page.getByRole('table', { name: 'Open invitations' }).getByRole('row').filter({ hasText: coordinatorEmail })).toHaveCount(0);
  await expect(coordinator.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff accounts' })).toHaveCount(0);

  // What needs action is counted (other tests' submissions count too), each count a link to its list.
  const needs = coordinator.getByRole('list', { name: 'Needs action' });
  await expect(needs.getByRole('link', { name: /^\d+ applications? to decide$/ })).toHaveAttribute('href', '/staff/inbox/?kind=applications&status=pending');
  // Releases the quarantined message, reached from its count.
  await needs.getByRole('link', { name: /^\d+ quarantined submissions?$/ }).click();
  await expect(coordinator.getByRole('link', { name: 'Quarantined' })).toHaveAttribute('aria-current', 'page');
  // Opens it to see why it was held and what was sent, in words.
  await coordinator.getByRole('link', { name: heldReference, exact: true }).click();
  await expect(coordinator.getByRole('heading', { level: 2, name: `Contact message ${heldReference}` })).toBeFocused();
  const fact = (term: string) => coordinator.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
  await expect(fact('Held because')).toHaveText('It came without the time spent on the form, which browsers send and scripts do not.');
  await expect(fact('Full name')).toHaveText('Quinn Held');
  await expect(fact('Message')).toHaveText('Please call me back about a certified translation of my diploma.');
  // Releasing sends what was held on its way, past undoing: a secondary button, not the filled primary; deleting is styled as danger.
  await expectNotPrimary(coordinator.getByRole('button', { name: `Release ${heldReference}` }), 'button-ghost');
  await expectNotPrimary(coordinator.getByRole('button', { name: `Delete ${heldReference}` }), 'button-danger');
  await coordinator.getByRole('button', { name: `Release ${heldReference}` }).click();
  await expect(coordinator.getByText(`Released ${heldReference}.`)).toBeVisible();
  await expect(coordinator.getByRole('button', { name: `Release ${heldReference}` })).toHaveCount(0);
  await expect(fact('Held because')).toHaveText('Released: it is no longer held.');
  expect((await storedByReference(request, 'contact-messages', heldReference)).quarantineReason).toBeNull();

  // Approves the application into a professional.
  await coordinator.getByRole('link', { name: 'Applications' }).click();
  await coordinator.getByRole('link', { name: applicationReference }).click();
  await expect(coordinator.getByRole('heading', { name: `Application ${applicationReference}` })).toBeVisible();
  // The answers read as the form asked them: language pairs and rates in words, not JSON.
  await expect(coordinator.locator('dt', { hasText: /^Language pairs$/ }).locator('+ dd')).toHaveText('Polish → English');
  await expect(coordinator.locator('dt', { hasText: /^Rates$/ }).locator('+ dd')).toHaveText('$0.11 a word');
  // Its languages are chosen from the catalog by name, starting from those of the applicant's pairs (English aside).
  await coordinator.locator('#approve-languages-label').scrollIntoViewIfNeeded();
  const approvalForm = coordinator.getByRole('form', { name: 'Approve into a professional' });
  await expect(approvalForm.getByRole('combobox', { name: 'Languages' })).toBeVisible();
  await expect(approvalForm.getByRole('button', { name: 'Remove Polish' })).toBeVisible();
  await expect(approvalForm.getByRole('button', { name: 'Remove English' })).toHaveCount(0);
  await coordinator.getByLabel('Capacity (projects at once, 1–20)').fill('3');
  await coordinator.getByRole('button', { name: 'Approve' }).click();
  await expect(coordinator.getByText(`Approved ${applicationReference}: ${applicantEmail} is now a professional.`)).toBeVisible();
  const approved = await storedByReference(request, 'applications', applicationReference);
  expect(approved.status).toBe('approved');
  await coordinator.getByRole('link', { name: 'Professionals' }).click();
  await coordinator.getByRole('searchbox', { name: 'Search' }).fill(applicantEmail);
  await coordinator.getByRole('button', { name: 'Apply' }).click();
  await expect(coordinator).toHaveURL(/q=/);
  const professionalRow = coordinator.getByRole('table', { name: 'Professionals' }).getByRole('row').filter({ hasText: applicantEmail });
  await expect(professionalRow).toContainText('Polish');
  // Pauses the new professional, and edits their languages from the list: with none left, the refusal is beside the field.
  await professionalRow.getByRole('link', { name: 'Marta Kowalczyk' }).click();
  await coordinator.getByRole('button', { name: 'Pause offers' }).click();
  await expect(coordinator.getByText('Marta Kowalczyk is paused: no new offers.')).toBeVisible();
  await expect(coordinator.locator('[data-professional-active]')).toHaveText('Paused');
  const editForm = coordinator.getByRole('form', { name: 'What they work in' });
  await coordinator.locator('#professional-languages-label').scrollIntoViewIfNeeded();
  await editForm.getByRole('button', { name: 'Remove Polish' }).click();
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(coordinator.locator('#professional-languages-error')).toHaveText('Choose at least one language.');
  await chooseOption(editForm.getByRole('combobox', { name: 'Languages' }), 'Polish');
  await chooseOption(editForm.getByRole('combobox', { name: 'Languages' }), 'Czech');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(coordinator.getByText("Saved Marta Kowalczyk's languages, locations, platforms, capacity and rates.")).toBeVisible();
  await expect(coordinator.locator('dt', { hasText: /^Languages$/ }).locator('+ dd')).toHaveText('Polish, Czech');

  // Turns another application down with a reason.
  await coordinator.goto(`/staff/inbox/?kind=applications`);
  await coordinator.getByRole('link', { name: turnedDownReference }).click();
  await coordinator.getByLabel('Reason (the applicant reads it)').fill('We are not taking Polish translators this quarter.');
  await coordinator.getByRole('button', { name: 'Reject application' }).click();
  await expect(coordinator.getByText(/^Rejected .*: We are not taking Polish translators this quarter\.$/)).toBeVisible();
  expect((await storedByReference(request, 'applications', turnedDownReference)).status).toBe('rejected');

  // Cancels the project, after confirming.
  await coordinator.goto(`/staff/projects/?id=${project.id}`);
  await expect(coordinator.getByRole('heading', { name: `Project ${project.reference}` })).toBeVisible();
  await expectNotPrimary(coordinator.getByRole('button', { name: 'Cancel project' }), 'button-danger');
  await coordinator.getByRole('button', { name: 'Cancel project' }).click();
  const dialog = coordinator.getByRole('dialog', { name: `Cancel ${project.reference}?` });
  await expectNotPrimary(dialog.getByRole('button', { name: 'Cancel project' }), 'button-danger');
  await dialog.getByRole('button', { name: 'Cancel project' }).click();
  await expect(coordinator.getByText(`Project ${project.reference} cancelled.`)).toBeVisible();
  await expect(coordinator.locator('[data-project-status]')).toHaveText('cancelled');

  // Each action is in the audit log, under the coordinator's name.
  await coordinator.getByRole('link', { name: 'Audit log' }).click();
  await coordinator.getByLabel('Actor (name, email or id)').fill('Cora Coordinator');
  await coordinator.getByRole('button', { name: 'Apply' }).click();
  await expect(coordinator).toHaveURL(/actor=Cora/);
  const log = coordinator.getByRole('table', { name: 'Audit log' });
  for (const action of ['quarantine.release', 'application.approve', 'project.cancel']) {
    await expect(log.getByRole('row').filter({ hasText: action }).filter({ hasText: 'Cora Coordinator' })).toHaveCount(1);
  }
  // Each record reads as people name it, not as an id, and links to where the back office shows it.
  const recordLink = (action: string, name: string) => log.getByRole('row').filter({ hasText: action }).getByRole('link', { name, exact: true });
  await expect(recordLink('project.cancel', project.reference)).toHaveAttribute('href', `/staff/projects/?id=${project.id}`);
  await expect(recordLink('application.approve', `Marta Kowalczyk (${applicationReference})`)).toHaveAttribute(
    'href',
    `/staff/inbox/?kind=applications&id=${String(approved.id)}`,
  );
  await expect(recordLink('quarantine.release', heldReference)).toHaveAttribute('href', `/staff/inbox/?kind=contact-messages&q=${heldReference}`);
  // The action filter takes words as people type them, and a change reads as the fields it changed.
  await coordinator.getByLabel('Action (e.g. cancel, project. or password reset)').fill('Cancel');
  await coordinator.getByRole('button', { name: 'Apply' }).click();
  const cancelled = log.getByRole('row').filter({ hasText: 'project.cancel' });
  await expect(cancelled).toHaveCount(1);
  await expect(log.getByRole('row').filter({ hasText: 'quarantine.release' })).toHaveCount(0);
  const status = cancelled.locator('[data-audit-changes] div').filter({ has: coordinator.locator('dt', { hasText: /^status$/ }) });
  await expect(status.locator('dd')).toHaveText(/^\S+ → cancelled$/);
  await expect(cancelled).not.toContainText('{"');

  // Staff accounts are for admins: a clear refusal when opened directly.
  await coordinator.goto('/staff/accounts/');
  await expect(coordinator.getByRole('alert').filter({ hasText: 'Only admins can manage staff accounts.' })).toBeVisible();
  await expect(coordinator.getByRole('table', { name: 'Staff accounts' })).toHaveCount(0);
  expect((await coordinator.request.get('/api/v1.1/admin/staff')).status()).toBe(403);

  // Signing out ends the session: the old cookie is refused.
  const [cookie] = (await context.cookies()).filter((item) => item.name === 'verbalis_staff');
  expect(cookie).toBeDefined();
  await coordinator.getByRole('button', { name: 'Sign out' }).click();
  await expect(coordinator.getByText('You are signed out.').first()).toBeVisible();
  await expect(coordinator.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const replay = await request.get('/api/v1.1/staff/session', { headers: { Cookie: `verbalis_staff=${cookie?.value}` } });
  expect(replay.status()).toBe(401);
  await coordinator.goto('/staff/inbox/');
  await expect(coordinator.getByText('Your session has ended. Please sign in again.')).toBeVisible();

  // Signing in again returns to the page the session ended on, with its filters.
  await coordinator.goto('/staff/audit/?actor=Cora');
  await expect(coordinator.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expect(coordinator).toHaveURL(/\/staff\/\?reason=expired&next=%2Fstaff%2Faudit%2F%3Factor%3DCora$/);
  await coordinator.getByLabel('Email').fill(coordinatorEmail);
  await coordinator.getByLabel('Password').fill(coordinatorPassword);
  await coordinator.getByRole('button', { name: 'Sign in' }).click();
  await expect(coordinator).toHaveURL(/\/staff\/audit\/\?actor=Cora$/);
  await expect(coordinator.getByRole('table', { name: 'Audit log' })).toBeVisible();
  await context.close();
});

test('staff return a delivery to the professional: the dialog asks for the comment first, and the professional gets it', async ({ page }) => {
  await mockIpLookup(page);
  await signInAsStaff(page);
  await page.goto(`/staff/orders/?id=${await deliveredOrderId(page)}`);
  const review = page.getByRole('region', { name: 'Review round 1' });
  await expect(review.getByRole('button', { name: 'Approve' })).toHaveCSS('background-color', 'rgb(29, 78, 137)');
  await review.getByRole('button', { name: 'Return to the professional…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Return .+ to the professional\?$/ });
  // The comment comes first, in the dialog itself: it has the focus, and the return can't be confirmed without it.
  const comment = dialog.getByLabel('What must change (the professional reads it)');
  await expect(comment).toBeFocused();
  const confirm = dialog.getByRole('button', { name: 'Return it' });
  await expect(confirm).toBeDisabled();
  await comment.fill('   ');
  await expect(confirm).toBeDisabled();
  await comment.fill('Page 2: the wording of the registry seal is missing.');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText(/^Order \S+ returned to .+ with your comment\.$/)).toBeVisible();
  await expect(page.locator('[data-order-state]')).toHaveText('returned');
  await expect(page.getByText('Returned with: Page 2: the wording of the registry seal is missing.')).toBeVisible();
});

test('the back office has its own shell: the company name linking home, no site navigation or footer links, noindex', async ({ page }) => {
  await page.goto('/staff/');
  const home = page.getByRole('banner').getByRole('link', { name: 'Verbalis, Home' });
  await expect(home).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner').getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // No code of the public site's layout loads here, nor the back office's there (components/layout/private-islands.tsx).
  const layoutChunk = (group: string) => new RegExp(`/chunks/app/(\\(|%28)${group}(\\)|%29)/`);
  expect(await (await page.request.get('/staff/')).text()).not.toMatch(layoutChunk('site'));
  expect(await (await page.request.get('/')).text()).not.toMatch(layoutChunk('private'));

  // The home page has the public site's root layout: a full page load, with its header and footer.
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(1);
  await expect(page.locator('footer a[href="/faq/"]')).toHaveCount(1);
});
