import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, files, outboxMessages } from '@/server/db/schema';
import { deliverDueMessages } from '@/server/outbox/deliver';
import { redactLinks } from '@/server/outbox/redact';
import { formWithFiles } from './support/multipart';
import { applicationForm, cvPdf, quoteContact } from './support/payloads';
import { prefix } from './support/staff-session';
import { adminHeaders, appForSuite, MemoryTransport, postgresForFile, sharedBehaviourDriver } from './support/test-app';

/*
 * The client's order link and a professional's offer link act for them. Staff reading the outbox
 * must not be able to act as either: the staff view never shows a live link, the stored copy is
 * redacted once sent, and every read of the outbox and every download of a file by staff is in
 * the audit log.
 */

const postgres = postgresForFile();
const documentInput = { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta', words: 300 }] };

describe('redactLinks', () => {
  it.each([
    ['https://www.verbalis.test/orders/?token=abcDEF123_-xyz', 'https://www.verbalis.test/orders/?token=[removed]'],
    ['Open https://x.test/pro/translator/?offer=Zz09_-aa. Thanks', 'Open https://x.test/pro/translator/?offer=[removed]. Thanks'],
    ['a?x=1&token=secret&y=2', 'a?x=1&token=[removed]&y=2'],
    [
      'Your invoice (PDF, a private link too): https://x.test/api/v1.1/orders/Zz09_-aa%2B/invoice\n',
      'Your invoice (PDF, a private link too): https://x.test/api/v1.1/orders/[removed]/invoice\n',
    ],
    ['Choose it here: https://x.test/staff/invitation/?token=Zz09_-aa%2B\n', 'Choose it here: https://x.test/staff/invitation/?token=[removed]\n'],
    ['no link here, token = nothing', 'no link here, token = nothing'],
  ])('%s', (text, redacted) => {
    expect(redactLinks(text)).toBe(redacted);
  });
});

describe.each(sharedBehaviourDriver)('capability links and staff reads (%s)', (driver) => {
  const ctx = appForSuite(driver, postgres);
  const get = (url: string) => ctx().app.inject({ method: 'GET', url: `${prefix}${url}`, headers: adminHeaders });

  it("shows staff the outbox without the client's live link, stores it redacted once sent, and audits every read", async () => {
    const { app } = ctx();
    const created = await app.inject({
      method: 'POST',
      url: `${prefix}/quotes`,
      payload: { calculator: 'document', quote: documentInput, ...quoteContact, email: 'links@example.org' },
    });
    expect(created.statusCode).toBe(201);
    const token: string = created.json().data.orderToken;
    const pending = (await app.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'links@example.org'))).filter((m) =>
      m.text.includes('/orders/?token='),
    );
    expect(pending.length).toBeGreaterThan(0);

    const list = await get('/admin/outbox?limit=200');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.body).toContain('/orders/?token=[removed]');
    const one = await get(`/admin/outbox/${pending[0]?.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain(token);
    const reads = await app.services.db.select().from(auditLog).where(eq(auditLog.action, 'outbox.read'));
    expect(reads.map((r) => r.recordId)).toEqual(expect.arrayContaining([null, pending[0]?.id]));
    expect(reads[0]).toMatchObject({ actorKind: 'token', resource: 'outbox' });

    // The client gets the live link; the stored copy keeps none once sent.
    const transport = new MemoryTransport();
    await deliverDueMessages(app.services.db, transport, { from: 'orders@verbalis.test', now: app.services.now() });
    expect(transport.sent.some((mail) => mail.text.includes(`?token=${token}`))).toBe(true);
    const stored = await app.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'links@example.org'));
    expect(stored.every((m) => m.status === 'sent' && !m.text.includes(token))).toBe(true);
  });

  it('audits every download of a file by staff', async () => {
    const { app } = ctx();
    const sent = await app.inject({
      method: 'POST',
      url: `${prefix}/applications`,
      ...formWithFiles({ ...applicationForm, email: 'download.audit@example.org' }, [{ name: 'cv', filename: 'cv.pdf', bytes: cvPdf }]),
    });
    expect(sent.statusCode).toBe(201);
    const [file] = await app.services.db.select().from(files).where(eq(files.originalName, 'cv.pdf'));
    if (file === undefined) throw new Error('the CV was not stored');
    for (let i = 0; i < 2; i += 1) expect((await get(`/admin/files/${file.id}/download`)).statusCode).toBe(200);
    const rows = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.download'), eq(auditLog.recordId, file.id)));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorKind: 'token', resource: 'files', after: { name: 'cv.pdf', ownerKind: file.ownerKind } });
  });
});
