import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { dataEnvelope, errorBodySchema } from '@/lib/api/contract/envelope';
import { orderViewSchema } from '@/lib/api/contract/orders';
import { site } from '@/lib/site';
import { auditLog, certificates, orders, outboxMessages } from '@/server/db/schema';
import { deliveredOrder, redeliver, signedBy, translationPdf } from '../support/delivered-order';
import { sessionOnFirstUse } from '../support/staff-session';
import { expectStaffAnswer, staffPath } from '../support/staff';
import { adminHeaders, appForSuite, postgresForFile, sharedBehaviourDriver } from '../support/test-app';
import { hostileStrings } from '../support/zod-arbitrary';
import { pdfText } from '../../../helpers/pdf-text';

const postgres = postgresForFile();
const prefix = '/api/v1.1';
const run = promisify(execFile);
const scratch = await mkdtemp(join(tmpdir(), 'certified-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** What Debian's poppler-utils says of the PDF's signature. */
async function pdfsig(bytes: Uint8Array): Promise<string> {
  const path = join(scratch, `${createHash('sha256').update(bytes).digest('hex')}.pdf`);
  await writeFile(path, bytes);
  const { stdout } = await run('pdfsig', [path]).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return stdout;
}

/** What a phone's camera reads from the QR code on the PDF's first page (drawn by poppler at 150 dpi). */
async function qrOnFirstPage(bytes: Uint8Array): Promise<string | undefined> {
  const base = join(scratch, `qr-${createHash('sha256').update(bytes).digest('hex')}`);
  await writeFile(`${base}.pdf`, bytes);
  await run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', `${base}.pdf`, base]);
  const image = PNG.sync.read(await readFile(`${base}.png`));
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength), image.width, image.height)?.data;
}

const birth = { title: 'Birth certificate of Ana Souza, issued in São Paulo, Brazil', pages: 2 };
const diploma = { title: 'Bachelor’s diploma of Ana Souza, University of São Paulo', pages: 1 };

describe.each(sharedBehaviourDriver)('certified translations: signed, titled, verifiable (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { env: { RATE_LIMIT_VERIFY_MAX: '10000' } });
  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = adminHeaders, payload?: object) =>
    ctx().app.inject({ method, url: `${prefix}${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const staff = sessionOnFirstUse(() => ctx().app, 'coordinator', 'Cora Diaz');
  const confirmDocuments = async (id: string, documents: object[]) => inject('POST', staffPath('confirmOrderDocuments', { id }), await staff(), { documents });
  const approve = async (id: string, headers?: Record<string, string>) => inject('POST', staffPath('approveOrder', { id }), headers ?? (await staff()));
  const clientView = async (token: string) => dataEnvelope(orderViewSchema).parse((await inject('GET', `/orders/${token}`, {})).json()).data;
  const download = async (token: string) => {
    const res = await inject('GET', `/orders/${token}/certificate`, {});
    expect(res.statusCode, res.body).toBe(200);
    return new Uint8Array(res.rawPayload);
  };

  it('approval makes one PDF, certificate then translation, signed so that pdfsig finds it valid, and invalid after one changed byte', async () => {
    const { app, clock } = ctx();
    const order = await deliveredOrder(app, [{ name: 'acta-en.pdf', bytes: await translationPdf('Acta de nacimiento', 2), contentType: 'application/pdf' }]);
    const confirmed = await confirmDocuments(order.orderId, [birth]);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expectStaffAnswer('confirmOrderDocuments', confirmed);
    const res = await approve(order.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.certificate).toMatchObject({ status: 'valid', originalName: `certified-translation-${order.reference}.pdf` });

    const pdf = await download(order.token);
    const report = await pdfsig(pdf);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    // One byte early in the file, inside the first signed range (the signature itself sits after it).
    const altered = pdf.slice();
    altered[400] = (altered[400] ?? 0) ^ 0x01;
    const alteredReport = await pdfsig(altered);
    expect(alteredReport).toContain('Signature #1');
    expect(alteredReport).not.toContain('Signature is Valid.');

    const text = await pdfText(pdf.slice());
    const day = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: site.timeZone }).format(clock.now());
    for (const expected of [
      'Certificate of Translation Accuracy',
      `Order number: ${order.reference}`,
      'Language pair: Spanish into English',
      `${birth.title} (2 pages)`,
      '1 document, 2 pages in all',
      'The translation follows this certificate: 2 pages.',
      `I, ${signedBy}, certify that I am competent to translate from Spanish into English`,
      `Electronically signed by ${signedBy} on ${day}`,
      `Approved for ${site.legalName} by Cora Diaz, Project coordinator, on ${day}`,
      'DEVELOPMENT SIGNATURE',
      'Acta de nacimiento, translated page 2',
      `Order ${order.reference} · page 1 of 3`,
      `Order ${order.reference} · page 3 of 3`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('acta-en.pdf');
    // The client gets the one PDF: no loose files beside it.
    expect((await clientView(order.token)).downloads).toEqual({
      files: [],
      certificate: { name: `certified-translation-${order.reference}.pdf`, sizeBytes: pdf.byteLength },
    });
    const [email] = await app.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'order-approved'))
      .then((rows) => rows.filter((m) => m.subject.includes(order.reference)));
    expect(email?.text).toContain('the certificate of translation accuracy signed by the translator first');
  });

  it('a word-count order lists the pages staff confirmed, not "0 pages"', async () => {
    const { app } = ctx();
    const order = await deliveredOrder(app, undefined, {
      orderValues: {
        summary: {
          serviceName: 'Certified Document Translation',
          languages: 'Spanish to English',
          documents: [],
          delivery: { businessDays: 1, date: '2026-06-02', time: '20:00', dueAt: '2026-06-03T00:00:00.000Z' },
          booking: null,
        },
      },
    });
    expect((await confirmDocuments(order.orderId, [birth, diploma])).statusCode).toBe(200);
    expect((await approve(order.orderId)).statusCode).toBe(200);
    const text = await pdfText((await download(order.token)).slice());
    expect(text).toContain('2 documents, 3 pages in all');
    expect(text).toContain(`${diploma.title} (1 page)`);
    expect(text).not.toMatch(/\b0 (documents|pages)\b/);
  });

  it('approval waits for confirmed titles, the translator’s signature and a named staff member; the automation token cannot approve one', async () => {
    const { app } = ctx();
    const untitled = await deliveredOrder(app);
    const noTitles = await approve(untitled.orderId);
    expect(noTitles.statusCode).toBe(409);
    expect(noTitles.json().error.code).toBe('documents_unconfirmed');
    const badTitles = await confirmDocuments(untitled.orderId, [{ title: '', pages: 0 }]);
    expect(badTitles.statusCode).toBe(422);

    const unsigned = await deliveredOrder(app, undefined, { signedName: null });
    await confirmDocuments(unsigned.orderId, [birth]);
    const noSignature = await approve(unsigned.orderId);
    expect(noSignature.statusCode).toBe(409);
    expect(noSignature.json().error.code).toBe('not_signed');

    const byToken = await deliveredOrder(app);
    await confirmDocuments(byToken.orderId, [birth]);
    const token = await approve(byToken.orderId, adminHeaders);
    expect(token.statusCode).toBe(409);
    expect(token.json().error.code).toBe('approver_required');
    for (const id of [untitled.orderId, unsigned.orderId, byToken.orderId]) {
      const [row] = await app.services.db.select({ state: orders.state }).from(orders).where(eq(orders.id, id));
      expect(row?.state).toBe('delivered');
      expect(await app.services.db.select().from(certificates).where(eq(certificates.orderId, id))).toEqual([]);
    }
    const [audit] = await app.services.db.select().from(auditLog).where(eq(auditLog.action, 'order.documents')).limit(1);
    expect(audit).toMatchObject({ resource: 'orders', actorKind: 'staff' });
  });

  it.each(['standard-translation', 'proofreading', 'transcription'] as const)('a %s order is approved and delivered without a certificate', async (service) => {
    const { app } = ctx();
    const order = await deliveredOrder(app, undefined, { service, signedName: null });
    const res = await approve(order.orderId, adminHeaders);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'approved', certified: false, certificate: null });
    expect(await app.services.db.select().from(certificates).where(eq(certificates.orderId, order.orderId))).toEqual([]);
    const view = await clientView(order.token);
    expect(view.certificateAvailable).toBe(false);
    expect(view.downloads?.certificate).toBeNull();
    expect(view.downloads?.files).toHaveLength(1);
    const refused = await inject('GET', `/orders/${order.token}/certificate`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('no_certificate');
    const [email] = await app.services.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'order-approved'))
      .then((rows) => rows.filter((m) => m.subject.includes(order.reference)));
    expect(email?.text).not.toContain('certificate');
  });

  it(
    'the code verifies: what the certificate states and the PDF’s SHA-256; unknown codes 404, revocation and a revision’s new certificate show',
    { timeout: 60_000 },
    async () => {
      const { app } = ctx();
      const order = await deliveredOrder(app);
      await confirmDocuments(order.orderId, [birth]);
      const approved = await approve(order.orderId);
      const code: string = approved.json().data.certificate.code;
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
      const pdf = await download(order.token);
      const text = await pdfText(pdf.slice());
      expect(text).toContain(`Verification code: ${code}`);
      expect(text).toContain(`https://www.verbalis.test/verify/?code=${code}`);
      // The printed QR code carries the same address, readable by any QR reader.
      expect(await qrOnFirstPage(pdf)).toBe(`https://www.verbalis.test/verify/?code=${code}`);

      const verified = await inject('GET', `/verify/${code.toLowerCase().replace(/-/g, '')}`, {});
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().data).toMatchObject({
        code,
        status: 'valid',
        reference: order.reference,
        sourceLanguage: 'Spanish',
        targetLanguage: 'English',
        documents: [birth],
        translatorName: signedBy,
        approvedBy: { name: 'Cora Diaz', role: 'Project coordinator' },
        development: true,
        sha256: createHash('sha256').update(pdf).digest('hex'),
      });
      for (const unknown of ['00000-00000-00000', 'not a code']) {
        const res = await inject('GET', `/verify/${encodeURIComponent(unknown)}`, {});
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toMatchObject({ message: expect.stringContaining('No certificate has this code') });
      }
      expect((await inject('GET', `/verify/${'x'.repeat(300)}`, {})).statusCode).toBe(404);

      // The client asks for a revision, staff send it on; the new round is approved: a new code and signature, the old one superseded.
      const revision = await inject('POST', `/orders/${order.token}/revision`, {}, { comment: 'The father’s name is misspelled.' });
      expect(revision.statusCode, revision.body).toBe(200);
      const forwarded = await inject('POST', staffPath('forwardRevision', { id: order.orderId }), await staff(), {});
      expect(forwarded.statusCode, forwarded.body).toBe(200);
      await redeliver(app, order.orderId, order.professional.id, 2, [
        { name: 'revised.pdf', bytes: await translationPdf('Revised'), contentType: 'application/pdf' },
      ]);
      const again = await approve(order.orderId);
      expect(again.statusCode, again.body).toBe(200);
      const newCode: string = again.json().data.certificate.code;
      expect(newCode).not.toBe(code);
      expect((await inject('GET', `/verify/${code}`, {})).json().data).toMatchObject({ status: 'superseded', supersededAt: expect.any(String) });
      const revised = await download(order.token);
      expect(await pdfText(revised.slice())).toContain('Revised, translated page 1');
      expect(await pdfsig(revised)).toContain('Signature is Valid.');

      const revoked = await inject('POST', staffPath('revokeCertificate', { id: order.orderId }), await staff(), {
        reason: 'Issued with the wrong date of birth.',
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect((await inject('GET', `/verify/${newCode}`, {})).json().data).toMatchObject({
        status: 'revoked',
        revokedReason: 'Issued with the wrong date of birth.',
      });
      const twice = await inject('POST', staffPath('revokeCertificate', { id: order.orderId }), await staff(), { reason: 'Again.' });
      expect(twice.json().error.code).toBe('already_revoked');
      const [audit] = await app.services.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.revoke'));
      expect(audit).toMatchObject({ recordId: order.orderId, actorKind: 'staff' });
    },
  );

  it('any code in the path is a 404 in the error envelope, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .oneof(hostileStrings, fc.string({ minLength: 1, maxLength: 40 }))
            .filter((code) => !/[\ud800-\udfff]/u.test(code))
            .map(encodeURIComponent),
          // Sent as they are: broken percent-encoding, a path that climbs.
          fc.constantFrom('%', '%E0%A4%A', '%ED%A0%80', '%00', '..%2f..%2fadmin', '%C0%AF'),
        ),
        async (path) => {
          const res = await inject('GET', `/verify/${path}`, {});
          expect([404, 400]).toContain(res.statusCode);
          expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe.each(sharedBehaviourDriver)('the verification endpoint is limited per address (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres, { env: { RATE_LIMIT_VERIFY_MAX: '3', RATE_LIMIT_WINDOW_MS: '3600000' } });

  it('answers 429 with Retry-After once an address has looked up its allowance of codes', async () => {
    const lookUp = () => ctx().app.inject({ method: 'GET', url: `${prefix}/verify/00000-00000-00000` });
    for (let n = 0; n < 3; n += 1) expect((await lookUp()).statusCode).toBe(404);
    const limited = await lookUp();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBodySchema.safeParse(limited.json()).success).toBe(true);
  });
});
