import { readFile } from 'node:fs/promises';
import { mailbox } from './support/mailbox';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { admin, adminData, isRow } from './support/admin-api';
import { expect, test } from './support/fixtures';
import { nextSessionStart, sessionTimeZone, wallTime } from './support/remote-session';
import { createStaffWithCli } from './support/staff-cli';
import { confirmedReference, formShownAt, mockIpLookup, uniqueEmail, waitForMinimumFillTime } from './support/form-steps';
import { pdfText } from '../helpers/pdf-text';

// The client orders from Houston: their order page writes times in their zone, named.
test.use({ timezoneId: 'America/Chicago' });

/*
 * The whole loop of a translation order, in the browser through the real API and database: a
 * quote with a file through the real form → the client confirms on the order page → the tick
 * offers it → the translator opens the offer link from the outbox and accepts → downloads the
 * source and delivers the translation as PDF, signing the certification statement → staff sign in,
 * title the document and approve it in the back office → the client downloads the one signed PDF
 * (certificate, then translation), read back with pdf.js → its verification address opens
 * /verify/, which tells the genuine file from an altered one dropped on the page → the client asks
 * for a revision, keeps the approved PDF meanwhile, sees its due date; staff send it on and the
 * translator opens the job from that email's link, where the revision and the same date are. The
 * second does the same for a remote interpretation booking made through the real booking form, up
 * to the final amount staff approve and the client sees.
 */

/** The offer link the tick emailed for a project, as the professional gets it (the outbox row's mail, as it arrived). */
async function offerLink(request: APIRequestContext, projectId: string): Promise<string> {
  let path = '';
  await expect
    .poll(async () => {
      const messages = await adminData(request, 'outbox?kind=offer&limit=200');
      const offer = (Array.isArray(messages) ? messages.filter(isRow) : []).find((m) => isRow(m.refs) && m.refs.projectId === projectId);
      const mailed = await mailbox();
      path = /\/jobs\/\?offer=[A-Za-z0-9_-]{43}/.exec(offer === undefined ? '' : mailed(offer))?.[0] ?? '';
      return path;
    })
    .not.toBe('');
  return path;
}

/** The link to the job a later email carried for an order (a revision to make), as the professional got it. */
async function mailedJobLink(request: APIRequestContext, orderId: string, kind: string): Promise<string> {
  let path = '';
  await expect
    .poll(
      async () => {
        const messages = await adminData(request, `outbox?kind=${kind}&limit=200`);
        const message = (Array.isArray(messages) ? messages.filter(isRow) : []).find((m) => isRow(m.refs) && m.refs.orderId === orderId);
        const mailed = await mailbox();
        path = /\/jobs\/\?offer=[A-Za-z0-9_-]{43}/.exec(message === undefined ? '' : mailed(message))?.[0] ?? '';
        return path;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return path;
}

/** A new admin, made with the command line, signs in to the back office and opens the order. */
async function staffOpensOrder(page: Page, baseURL: string, reference: string): Promise<Page> {
  const email = uniqueEmail('reviewer');
  const password = 'reviewer passphrase for the loop';
  await createStaffWithCli(baseURL, email, password, 'Rita Reviewer');
  const staff = await page.context().newPage();
  await mockIpLookup(staff);
  await staff.goto('/staff/');
  await staff.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await staff.getByLabel('Email').fill(email);
  await staff.getByLabel('Password').fill(password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await staff.getByLabel('Search', { exact: true }).fill(reference);
  await staff.getByRole('button', { name: 'Apply' }).click();
  await staff.getByRole('link', { name: reference }).click();
  await expect(staff.getByRole('heading', { level: 2, name: `Order ${reference}` })).toBeVisible();
  return staff;
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

const source = 'Acta de nacimiento. Registro Civil de Guadalajara, Jalisco. Nombre: María José Pérez Gómez.';
const title = 'Birth certificate of María José Pérez Gómez, issued in Guadalajara, Jalisco, Mexico';
const clientTitle = 'Birth certificate of María José Pérez Gómez';
const spelling = 'María José Pérez Gómez, with both accents';
const notes = 'The civil registry stamp at the foot of the page is faint.';

/** The translator's PDF: one page, as a certified translation is delivered. */
async function translationPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('Birth certificate, translated. Name: Maria Jose Perez Gomez.', { x: 72, y: 700, size: 12, font });
  return Buffer.from(await doc.save());
}

test('a translation order from the quote form to the certified translation the client downloads, and its revision', async ({ page, request, baseURL }) => {
  test.setTimeout(360_000);
  await mockIpLookup(page);

  // The client asks for a quote with the document through the real form.
  await page.goto('/pricing/?doc-from=spanish');
  const calculator = page.locator('[data-calculator="document"]');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.locator('[data-live]')).toBeVisible();
  await page.setInputFiles('#doc-files', [{ name: 'acta-de-nacimiento.txt', mimeType: 'text/plain', buffer: Buffer.from(source) }]);
  await expect(page.getByTestId('file-row').getByTestId('file-count')).toHaveText(/^\d+ words$/);
  await calculator.getByRole('button', { name: 'Request this quote' }).click();
  const form = calculator.locator('[data-slot="quote-request-form"] form');
  await expect(form).toBeVisible();
  const shownAt = formShownAt();
  // The certificate lists documents by title: the client names the file's document (staff confirm it later).
  await form.getByLabel('Title of acta-de-nacimiento.txt').fill(clientTitle);
  await page.locator('#quote-request-document-name').fill('Grace Lin');
  await page.locator('#quote-request-document-email').fill(uniqueEmail('loop'));
  await form.getByLabel(/^Name spellings/).fill(spelling);
  await form.getByLabel(/^Notes for the translator/).fill(notes);
  await waitForMinimumFillTime(page, shownAt);
  await form.getByRole('button', { name: 'Request this quote' }).click();
  const reference = await confirmedReference(page, 'Quote request received', 'Q');

  // … and confirms it on the order page, which names the document as the client did.
  await page.getByTestId('order-link').click();
  await expect(page).toHaveURL(/\/orders\/\?token=[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId('order-summary')).toContainText(`${clientTitle} (acta-de-nacimiento.txt`);
  const orderUrl = page.url();
  await page.getByRole('button', { name: 'Confirm this order' }).click();
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'offering');
  // Confirming issued the invoice: the order page links it, and it bills this order at its total.
  const invoice = page.getByTestId('order-invoice');
  const invoiceNumber = /VI-\d{6}/.exec((await invoice.textContent()) ?? '')?.[0] ?? '';
  expect(invoiceNumber).not.toBe('');
  const invoicePdf = await downloaded(page, () => invoice.getByRole('link', { name: `Download invoice ${invoiceNumber} (PDF)` }).click());
  expect(invoicePdf.download.suggestedFilename()).toBe(`Verbalis-invoice-${invoiceNumber}.pdf`);
  const invoiceText = await pdfText(new Uint8Array(invoicePdf.bytes));
  expect(invoiceText).toContain(`Invoice ${invoiceNumber}`);
  expect(invoiceText).toContain(`Order: ${reference}`);
  expect(invoiceText).toContain(`Total (USD) ${(await page.getByTestId('order-total').textContent())?.trim()}`);

  // The tick offers it; the offer link is read from the outbox, as the translator gets it.
  const orders = await adminData(request, `orders?q=${reference}`);
  const order = Array.isArray(orders) ? orders.find(isRow) : undefined;
  expect(order?.reference).toBe(reference);
  const projectId = String(order?.projectId);
  expect((await request.post('/api/v1.1/admin/assignment/tick', { headers: admin })).status()).toBe(200);
  const offerPath = await offerLink(request, projectId);

  // The translator accepts on the offer page, downloads the source and delivers the translation there.
  const pro = await page.context().newPage();
  await mockIpLookup(pro);
  await pro.goto(offerPath);
  await pro.getByRole('button', { name: 'Accept this project' }).click();
  const job = pro.locator('[data-offer-status]');
  await expect(job).toHaveAttribute('data-offer-status', 'accepted');
  await expect(job.getByRole('heading', { name: 'Your job' })).toBeVisible();
  const sourceDownload = await downloaded(pro, () => job.getByRole('link', { name: /Download acta-de-nacimiento\.txt/ }).click());
  expect(sourceDownload.download.suggestedFilename()).toBe('acta-de-nacimiento.txt');
  expect(sourceDownload.bytes.equals(Buffer.from(source))).toBe(true);
  const delivery = job.locator('[data-delivery-form]');
  // A certified translation: PDF only, with the certification statement signed electronically.
  await expect(delivery.locator('[data-certification-statement]')).toContainText('competent to translate from Spanish into English');
  await delivery
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'birth-certificate-en.pdf', mimeType: 'application/pdf', buffer: await translationPdf() }]);
  await delivery.getByLabel('Note to our reviewers').fill('Names as in the passport.');
  await delivery.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(delivery.getByText('Type your full legal name to sign.')).toBeVisible();
  await delivery.getByLabel('Your full legal name').fill('Lucía Fernández Ortega');
  await expect(delivery.locator('[data-certification-statement] blockquote')).toContainText('I, Lucía Fernández Ortega, certify');
  await delivery.getByLabel(/I have read the statement above and sign it electronically/).check();
  await delivery.getByRole('button', { name: 'Mark as delivered' }).click();
  await delivery.getByRole('button', { name: 'Yes, deliver' }).click();
  await expect(job.locator('[data-job-state]')).toContainText('Delivered — with our reviewers');
  await page.reload();
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'delivered');

  // Staff: the first admin is made with the command line, signs in, titles the document and approves.
  const staff = await staffOpensOrder(page, baseURL ?? '', reference);
  await expect(staff.getByRole('heading', { name: /Round 1, .*: pending/ })).toBeVisible();
  await expect(staff.getByRole('link', { name: 'birth-certificate-en.pdf' })).toBeVisible();
  await expect(staff.getByText('Names as in the passport.')).toBeVisible();
  // Beside the delivery, what the client gave: the source file (downloaded with the staff session), their name spellings and notes.
  const brief = staff.getByTestId('client-brief');
  const sourceCopy = await downloaded(staff, () => brief.getByRole('link', { name: 'acta-de-nacimiento.txt' }).click());
  expect(sourceCopy.bytes.equals(Buffer.from(source))).toBe(true);
  await expect(brief).toContainText(/acta-de-nacimiento\.txt \(\d+ B, \d+ words\)/);
  await expect(brief).toContainText(`Name spellings${spelling}`);
  await expect(brief).toContainText(`Notes for the translator${notes}`);
  const certification = staff.locator('[data-certification]');
  await expect(certification).toContainText('electronically signed by Lucía Fernández Ortega');
  // The client's title is where staff start; they complete it for the certificate.
  await expect(certification.getByLabel('Document 1: title')).toHaveValue(clientTitle);
  await certification.getByLabel('Document 1: title').fill(title);
  await certification.getByLabel('Pages').fill('1');
  await certification.getByRole('button', { name: 'Confirm the documents' }).click();
  await expect(staff.getByText(`The documents of ${reference} are confirmed for its certificate.`)).toBeVisible();
  await expect(certification).toContainText('Confirmed');
  // Before approving: the certificate as it would be issued, marked a preview, with no code.
  const preview = await downloaded(staff, () => certification.getByRole('link', { name: 'Preview the certificate' }).click());
  expect(preview.download.suggestedFilename()).toBe(`certificate-preview-${reference}.pdf`);
  expect(preview.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const previewText = await pdfText(new Uint8Array(preview.bytes));
  expect(previewText).toContain('PREVIEW — NOT ISSUED');
  expect(previewText).toContain(`${title} (1 page)`);
  expect(previewText).toContain('Electronically signed by Lucía Fernández Ortega');
  expect(previewText).not.toContain('Verification code');
  // Returning asks for the comment in its dialog before it can be confirmed; here the reviewer thinks better of it.
  await staff.getByRole('button', { name: 'Return to the professional…' }).click();
  const giveBack = staff.getByRole('dialog', { name: `Return ${reference} to the professional?` });
  await expect(giveBack.getByLabel('What must change (the professional reads it)')).toBeFocused();
  await expect(giveBack.getByRole('button', { name: 'Return it' })).toBeDisabled();
  await giveBack.getByRole('button', { name: 'Cancel' }).click();
  await expect(giveBack).toBeHidden();
  await staff.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: `Approve ${reference}?` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByText(`Order ${reference} approved`)).toBeVisible();
  await expect(staff.locator('[data-order-state]')).toHaveText('approved');
  await expect(staff.getByRole('link', { name: `certified-translation-${reference}.pdf` })).toBeVisible();
  const code = (await certification.locator('[data-certificate-code]').getAttribute('data-certificate-code')) ?? '';
  expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);

  // The client's page: the timeline shows the approval, and the one signed PDF downloads.
  await page.goto(orderUrl);
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'approved');
  await expect(page.getByTestId('order-timeline')).toContainText('Approved');
  const downloads = page.getByTestId('order-downloads');
  await expect(downloads.getByRole('heading', { name: 'Certified translation' })).toBeVisible();
  const certified = await downloaded(page, () => downloads.getByRole('link', { name: /certified-translation-.*\.pdf/ }).click());
  expect(certified.download.suggestedFilename()).toBe(`certified-translation-${reference}.pdf`);
  const text = await pdfText(new Uint8Array(certified.bytes));
  expect(text).toContain('Certificate of Translation Accuracy');
  expect(text).toContain(`Order number: ${reference}`);
  expect(text).toContain(`${title} (1 page)`);
  expect(text).toContain('Language pair: Spanish into English');
  expect(text).toContain('Electronically signed by Lucía Fernández Ortega');
  expect(text).toContain('by Rita Reviewer, Administrator');
  expect(text).toContain('Birth certificate, translated');
  expect(text).toContain(`Order ${reference} · page 2 of 2`);

  // Anyone holding the PDF opens the address its QR code carries, printed beside it, and drops the file.
  const address = new RegExp(`https?://\\S+/verify/\\?code=${code}`).exec(text)?.[0] ?? '';
  expect(address).not.toBe('');
  const verifier = await page.context().newPage();
  await verifier.goto(`/verify/${new URL(address).search}`);
  const result = verifier.locator('[data-verify-status]');
  await expect(result).toHaveAttribute('data-verify-status', 'valid');
  await expect(result).toContainText(title);
  await expect(result).toContainText('Lucía Fernández Ortega');
  const dropZone = verifier.locator('[data-drop-zone] input[type="file"]');
  await dropZone.setInputFiles([{ name: 'certified.pdf', mimeType: 'application/pdf', buffer: certified.bytes }]);
  await expect(verifier.locator('[data-file-match]')).toHaveAttribute('data-file-match', 'genuine');
  const altered = Buffer.from(certified.bytes);
  altered[400] = (altered[400] ?? 0) ^ 0x01;
  await dropZone.setInputFiles([{ name: 'altered.pdf', mimeType: 'application/pdf', buffer: altered }]);
  await expect(verifier.locator('[data-file-match]')).toHaveAttribute('data-file-match', 'altered');
  await verifier.goto('/verify/?code=00000-00000-00000');
  await expect(verifier.locator('[data-verify-status]')).toHaveAttribute('data-verify-status', 'unknown');

  // The client asks for a revision: staff read it first, it is due at once, and the approved PDF stays theirs meanwhile.
  await page.getByRole('button', { name: 'Ask for a revision' }).click();
  const asking = page.getByTestId('revision-request');
  await asking.getByLabel('What needs changing').fill('Page 1: the surname should read Pérez Gómez, with its accent.');
  await asking.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'revision_requested');
  const revision = page.getByTestId('order-revision');
  await expect(revision).toContainText('A member of our staff is reading your request');
  // Due by 20:00 in New York, written in the client's zone (Houston); the translator's job page writes it in New York's.
  const due = revision.getByTestId('revision-due');
  await expect(due).toHaveText(/^\w+day, \w+ \d{1,2}, \d{4} at 7:00 PM C[SD]T$/);
  const dueText = (await due.textContent()) ?? '';
  const dueDay = dueText.replace(/ at .*$/, '');
  const current = page.getByTestId('order-downloads');
  await expect(current.getByRole('heading', { name: 'Your current approved version' })).toBeVisible();
  const stillThere = await downloaded(page, () => current.getByRole('link', { name: /certified-translation-.*\.pdf/ }).click());
  expect(stillThere.bytes.equals(certified.bytes)).toBe(true);

  // Staff read it and send it to the translator, whose email links to the job, where the revision and its due date are.
  await staff.reload();
  const requests = staff.getByTestId('staff-revisions');
  await expect(requests).toContainText('Page 1: the surname should read Pérez Gómez');
  await requests.getByLabel('Your note to the professional (optional)').fill('Only the surname on page 1.');
  await requests.getByRole('button', { name: 'Send to the professional' }).click();
  await expect(staff.getByText(`Revision of ${reference} sent to`)).toBeVisible();
  await expect(staff.locator('[data-order-state]')).toHaveText('returned');
  await pro.goto(await mailedJobLink(request, String(order?.id), 'revision-forwarded-professional'));
  // The panel's code loads after the page's largest paint: on a loaded machine that took over 10 s in one run.
  await expect(job.locator('[data-job-state]')).toContainText('our staff sent it to you', { timeout: 60_000 });
  const toMake = job.getByTestId('job-revision');
  await expect(toMake).toContainText('Page 1: the surname should read Pérez Gómez');
  await expect(toMake).toContainText('Only the surname on page 1.');
  await expect(toMake.getByTestId('job-revision-due')).toHaveText(new RegExp(`^${dueDay} at 8:00 PM E[SD]T$`));
  await expect(job.locator('[data-delivery-form]')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'returned');
  await expect(page.getByTestId('order-revision').getByTestId('revision-due')).toHaveText(dueText);
  await expect(page.getByTestId('order-downloads').getByRole('link', { name: /certified-translation-.*\.pdf/ })).toBeVisible();
});

test('a remote interpretation booking from the order page to the approved final amount the client sees', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  await mockIpLookup(page);
  const timeZone = sessionTimeZone;
  // The client books through the real form, an hour at the next quarter hour at least 20 minutes
  // away (bookings must be in the future), the calculator set through its shared-quote address.
  const [date, startTime] = wallTime(nextSessionStart(), timeZone).split('T');
  await page.goto(
    `/pricing/?remote-mode=scheduled&remote-platform=zoom&remote-language=spanish&remote-date=${date}&remote-time=${startTime}&remote-tz=${timeZone}&remote-minutes=60`,
  );
  const calculator = page.locator('[data-calculator="remote"]');
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.locator('[data-live]')).toBeVisible();
  await calculator.getByRole('button', { name: 'Request this quote' }).click();
  const form = calculator.locator('[data-slot="quote-request-form"] form');
  await expect(form).toBeVisible();
  const shownAt = formShownAt();
  await page.locator('#booking-remote-name').fill('Grace Lin');
  await page.locator('#booking-remote-email').fill(uniqueEmail('loop-remote'));
  await page.locator('#booking-remote-booking-meetingDetails').fill('https://zoom.us/j/987654321');
  await waitForMinimumFillTime(page, shownAt);
  await form.getByRole('button', { name: 'Send booking request' }).click();
  const reference = await confirmedReference(page, 'Booking request received', 'B');

  // … and confirms it on the order page; the tick offers it; the interpreter accepts from the emailed link.
  await page.getByTestId('order-link').click();
  await expect(page).toHaveURL(/\/orders\/\?token=[A-Za-z0-9_-]{43}$/);
  const orderUrl = page.url();
  await page.getByRole('button', { name: 'Confirm this order' }).click();
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'offering');
  const orders = await adminData(request, `orders?q=${reference}`);
  const projectId = String((Array.isArray(orders) ? orders.find(isRow) : undefined)?.projectId);
  expect((await request.post('/api/v1.1/admin/assignment/tick', { headers: admin })).status()).toBe(200);
  const offerPath = await offerLink(request, projectId);
  const pro = await page.context().newPage();
  await mockIpLookup(pro);
  await pro.goto(offerPath);
  await pro.getByRole('button', { name: 'Accept this project' }).click();
  const job = pro.locator('[data-offer-status]');
  await expect(job).toHaveAttribute('data-offer-status', 'accepted');
  await expect(job).toContainText('https://zoom.us/j/987654321');

  // The session ran 1 h 40 min, ending five minutes ago; the interpreter confirms it.
  const end = Math.floor((Date.now() - 5 * 60_000) / 60_000) * 60_000;
  const start = end - 100 * 60_000;
  const completion = job.locator('[data-completion-form]');
  await completion.getByLabel('Actual start').fill(wallTime(start, timeZone));
  await completion.getByLabel('Actual end').fill(wallTime(end, timeZone));
  await completion.getByRole('button', { name: 'Confirm completion' }).click();
  // The interpreter sees their pay for the times, never the client's amount.
  const final = job.locator('[data-final-pay]');
  await expect(final).toHaveText(/^Your pay for these times: \$[\d,]+\.\d{2}$/);
  const pay = ((await final.textContent()) ?? '').replace('Your pay for these times: ', '');

  // Staff approve the completion in the back office, seeing the client's final amount and the interpreter's pay.
  const staff = await staffOpensOrder(page, baseURL ?? '', reference);
  await expect(staff.getByRole('heading', { name: /Round 1, .*: pending/ })).toBeVisible();
  const worked = staff.getByText(/^Worked .*; final amount \$[\d,]+\.\d{2}; the interpreter's pay \$[\d,]+\.\d{2}\.$/);
  await expect(worked).toContainText(`the interpreter's pay ${pay}.`);
  const amount = /final amount (\$[\d,]+\.\d{2})/.exec((await worked.textContent()) ?? '')?.[1] ?? '';
  expect(amount).not.toBe(pay);
  await staff.getByRole('button', { name: 'Approve', exact: true }).click();
  await staff
    .getByRole('dialog', { name: `Approve ${reference}?` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(staff.getByText(`Order ${reference} approved`)).toBeVisible();
  await expect(staff.locator('[data-order-state]')).toHaveText('approved');

  // The client's order is completed, with the final amount for the time the session took.
  await page.goto(orderUrl);
  await expect(page.locator('[data-order-state]')).toHaveAttribute('data-order-state', 'approved');
  await expect(page.getByTestId('order-timeline')).toContainText('Approved');
  await expect(page.getByTestId('order-final-total')).toHaveText(amount);
});
