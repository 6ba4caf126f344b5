import { and, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/lib/api/contract/envelope';
import { site } from '@/lib/site';
import { auditLog, certificates, files, orders, signingKeys } from '@/server/db/schema';
import { deliveredOrder, signedBy, translationPdf } from '../support/delivered-order';
import { createStaff, sessionHeaders, sessionOnFirstUse, signIn } from '../support/staff-session';
import { staffPath } from '../support/staff';
import { adminHeaders, appForSuite, postgresForFile, sharedBehaviourDriver } from '../support/test-app';
import { pdfText } from '../../../helpers/pdf-text';

const postgres = postgresForFile();
const prefix = '/api/v1.1';

const birth = { title: 'Birth certificate of Ana Souza, issued in São Paulo, Brazil', pages: 2 };
const diploma = { title: 'Bachelor’s diploma of Ana Souza, University of São Paulo', pages: 1 };

describe.each(sharedBehaviourDriver)('staff preview a certificate before approving it (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres);
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx().app.inject({ method, url: `${prefix}${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  const staff = sessionOnFirstUse(() => ctx().app, 'coordinator', 'Cora Diaz');
  const preview = async (id: string, headers?: Record<string, string>) => inject('GET', staffPath('previewCertificate', { id }), headers ?? (await staff()));
  const confirm = async (id: string, documents: object[]) => {
    const res = await inject('POST', staffPath('confirmOrderDocuments', { id }), await staff(), { documents });
    expect(res.statusCode, res.body).toBe(200);
  };
  const refusal = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, code: errorBodySchema.parse(res.json()).error.code });
  /** What a preview could leave behind: stored files, certificates, a signing key, and the order row itself. */
  const traces = async (orderId: string) => {
    const { db } = ctx().app.services;
    return {
      files: (await db.select({ id: files.id }).from(files)).length,
      certificates: (await db.select().from(certificates)).length,
      signingKeys: (await db.select().from(signingKeys)).length,
      order: (await db.select().from(orders).where(eq(orders.id, orderId)))[0],
    };
  };

  it('draws the certificate as approval would, titles, pages and signature, marked as a preview on every page, unsigned and stored nowhere', async () => {
    const { app, clock } = ctx();
    const order = await deliveredOrder(app, [{ name: 'acta-en.pdf', bytes: await translationPdf('Acta de nacimiento', 2), contentType: 'application/pdf' }]);
    await confirm(order.orderId, [birth, diploma]);
    const before = await traces(order.orderId);

    const res = await preview(order.orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="certificate-preview-${order.reference}.pdf"; filename*=UTF-8''certificate-preview-${order.reference}.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // No digital signature: the issued PDF's signature field is not there.
    expect((await PDFDocument.load(res.rawPayload)).getForm().getFields()).toEqual([]);

    const text = await pdfText(new Uint8Array(res.rawPayload));
    const day = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: site.timeZone }).format(clock.now());
    for (const expected of [
      'PREVIEW — NOT ISSUED: what this certificate would state if the translation were approved now',
      'Certificate of Translation Accuracy',
      `Order number: ${order.reference}`,
      `${birth.title} (2 pages)`,
      `${diploma.title} (1 page)`,
      '2 documents, 3 pages in all',
      `Electronically signed by ${signedBy} on ${day}`,
      `Approved for ${site.legalName} by Cora Diaz, Project coordinator, on ${day}`,
      'Acta de nacimiento, translated page 2',
      `Order ${order.reference} · page 3 of 3`,
    ]) {
      expect(text).toContain(expected);
    }
    // The mark across each of the three pages, the translation's included, besides the notice on the first.
    expect(text.split('PREVIEW — NOT ISSUED').length - 1).toBe(4);
    expect(text).not.toContain('Verification code');
    expect(text).not.toContain('/verify/');

    // Nothing issued or stored: no file, no certificate, no signing key made, the order as it was; the look is on record.
    expect(await traces(order.orderId)).toEqual(before);
    const [audit] = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'certificate.preview'), eq(auditLog.recordId, order.orderId)));
    expect(audit).toMatchObject({ resource: 'orders', recordId: order.orderId, actorKind: 'staff' });
  });

  it('shows the titles as corrected since: the preview is drawn from the current ones', async () => {
    const { app } = ctx();
    const order = await deliveredOrder(app);
    await confirm(order.orderId, [birth]);
    expect(await pdfText(new Uint8Array((await preview(order.orderId)).rawPayload))).toContain(`${birth.title} (2 pages)`);
    await confirm(order.orderId, [{ ...birth, title: 'Birth certificate of Ana Luísa Souza', pages: 1 }]);
    const text = await pdfText(new Uint8Array((await preview(order.orderId)).rawPayload));
    expect(text).toContain('Birth certificate of Ana Luísa Souza (1 page)');
    expect(text).not.toContain(birth.title);
  });

  it('refuses what has no certificate to preview, with the approval’s codes, and stores nothing', async () => {
    const { app } = ctx();
    const standard = await deliveredOrder(app, undefined, { service: 'standard-translation', signedName: null });
    expect(refusal(await preview(standard.orderId))).toEqual({ status: 409, code: 'not_certified' });

    const untitled = await deliveredOrder(app);
    expect(refusal(await preview(untitled.orderId))).toEqual({ status: 409, code: 'documents_unconfirmed' });

    const unsigned = await deliveredOrder(app, undefined, { signedName: null });
    await confirm(unsigned.orderId, [birth]);
    expect(refusal(await preview(unsigned.orderId))).toEqual({ status: 409, code: 'not_signed' });

    const docx = await deliveredOrder(app, [{ name: 'acta-en.docx', bytes: new Uint8Array([80, 75, 3, 4]), contentType: 'application/msword' }]);
    await confirm(docx.orderId, [birth]);
    expect(refusal(await preview(docx.orderId))).toEqual({ status: 409, code: 'not_pdf' });

    // The automation token: the certificate names the staff member who approves it.
    const byToken = await deliveredOrder(app);
    await confirm(byToken.orderId, [birth]);
    expect(refusal(await preview(byToken.orderId, adminHeaders))).toEqual({ status: 409, code: 'approver_required' });

    expect(refusal(await preview('00000000-0000-4000-8000-000000000000'))).toEqual({ status: 404, code: 'not_found' });
    expect(refusal(await preview('not-an-order'))).toEqual({ status: 404, code: 'not_found' });
    const refused = [standard, untitled, unsigned, docx, byToken].map((order) => order.orderId);
    expect(await app.services.db.select().from(certificates).where(inArray(certificates.orderId, refused))).toEqual([]);
    expect(
      await app.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'certificate.preview'), inArray(auditLog.recordId, refused))),
    ).toEqual([]);
  });

  it('is refused to anyone who is not staff: no session, a wrong token, a session signed out', async () => {
    const { app } = ctx();
    const order = await deliveredOrder(app);
    await confirm(order.orderId, [birth]);
    expect(refusal(await preview(order.orderId, {}))).toEqual({ status: 401, code: 'unauthorized' });
    expect((await preview(order.orderId, { authorization: 'Bearer not-the-token' })).statusCode).toBe(403);
    const person = await createStaff(app, 'coordinator', 'Leaving Soon');
    const session = await signIn(app, person.email);
    expect((await preview(order.orderId, sessionHeaders(session, false))).statusCode).toBe(200);
    expect((await inject('DELETE', staffPath('signOut'), sessionHeaders(session))).statusCode).toBe(200);
    expect((await preview(order.orderId, sessionHeaders(session, false))).statusCode).toBe(401);
  });
});
