import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { files, orders, quotes } from '@/server/db/schema';
import { purgeOldRecords } from '@/server/jobs/purge';
import { S3_PROBE_KEY } from '@/server/files/s3-store';
import { auditAs } from '@/server/staff/audit';
import { startTestS3 } from '@/tests/helpers/s3';
import { addDeliveryRound, translation } from './support/delivered-order';
import { formWithFiles } from './support/multipart';
import { quoteContact } from './support/payloads';
import { storedKeys } from './support/stored-files';
import { adminHeaders, appForSuite, postgresForFile, type Driver } from './support/test-app';

const postgres = postgresForFile();
const s3 = await startTestS3();
afterAll(() => s3.stop());

const DAY = 24 * 60 * 60 * 1000;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A 3 MB text document of long random words: large enough to span several chunks and parts. */
const longText = () =>
  new TextEncoder().encode(
    (
      randomBytes(1_500_000)
        .toString('hex')
        .match(/.{1,60}/g) ?? []
    ).join(' '),
  );

function postQuote(app: FastifyInstance, email: string, bytes: Uint8Array, spam: object = {}) {
  const body = {
    calculator: 'document',
    quote: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'contract.txt', words: 100 }] },
    ...quoteContact,
    email,
    ...spam,
  };
  return app.inject({ method: 'POST', url: '/api/v1.1/quotes', ...formWithFiles(body, [{ name: 'files', filename: 'contract.txt', bytes }]) });
}

/** Makes the quote's transaction fail after its file rows (and database chunks) were written: its mail can't be queued. */
const failingMail = [
  sql.raw(`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.recipient = 'refused@example.org' THEN RAISE EXCEPTION 'the outbox is unavailable'; END IF;
      RETURN NEW;
    END $$`),
  sql.raw('CREATE TRIGGER refuse_mail BEFORE INSERT ON outbox_messages FOR EACH ROW EXECUTE FUNCTION refuse_mail()'),
];

const setups: { name: string; driver: Driver; env: Record<string, string> }[] = [
  { name: 'database backend on PGlite', driver: 'pglite', env: {} },
  { name: 'database backend on PostgreSQL', driver: 'postgres', env: {} },
  { name: 'S3 backend', driver: 'pglite', env: s3.env },
];

describe.each(setups)('stored files through the API: $name', ({ driver, env }) => {
  const ctx = appForSuite(driver, postgres, {
    env,
    setup: async (database) => {
      for (const statement of failingMail) await database.db.execute(statement);
    },
  });
  /** The keys the backend holds bytes for. */
  const held = () => (ctx().app.services.storage.backend === 's3' ? s3.keys() : storedKeys(ctx().app.services.db));
  const fileOf = async (email: string) => {
    const { db } = ctx().app.services;
    const [quote] = await db.select().from(quotes).where(eq(quotes.email, email));
    const [file] = await db
      .select()
      .from(files)
      .where(eq(files.ownerId, quote?.id ?? ''));
    if (file === undefined) throw new Error(`No file for ${email}`);
    return file;
  };

  it('keeps an uploaded file in the store and streams it to staff with its length and type', async () => {
    const { app } = ctx();
    expect(app.services.storage.backend).toBe(env.STORAGE_BACKEND ?? 'database');
    const text = longText();
    const res = await postQuote(app, 'stored@example.org', text);
    expect(res.statusCode).toBe(201);
    const file = await fileOf('stored@example.org');
    expect(file).toMatchObject({ sizeBytes: text.length, sha256: sha256(text) });
    expect(await held()).toContain(file.storageName);

    const download = await app.inject({ method: 'GET', url: `/api/v1.1/admin/files/${file.id}/download`, headers: adminHeaders });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(text.length));
    expect(download.headers['content-type']).toBe(file.contentType);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(sha256(download.rawPayload)).toBe(sha256(text));
    // Nothing of it stays on this machine's disk: the upload folder holds only the (empty) scratch space.
    const upload = app.services.env.UPLOAD_DIR;
    expect(fs.readdirSync(upload).filter((name) => name !== '.incoming' && name !== 'pglite' && name !== 'server.lock')).toEqual([]);
    expect(fs.readdirSync(app.services.uploads.incoming.dir)).toEqual([]);
  });

  it('answers 404 for a file whose bytes are missing from the store', async () => {
    const { app } = ctx();
    await postQuote(app, 'gone@example.org', new TextEncoder().encode('Acta de nacimiento'));
    const file = await fileOf('gone@example.org');
    await app.services.storage.removeDeleted([file.storageName]);
    if (app.services.storage.backend === 'database') await app.services.db.execute(sql`DELETE FROM file_chunks WHERE file_key = ${file.storageName}`);
    const download = await app.inject({ method: 'GET', url: `/api/v1.1/admin/files/${file.id}/download`, headers: adminHeaders });
    expect(download.statusCode).toBe(404);
    expect(download.json().error.code).toBe('not_found');
  });

  it('leaves no chunks, object or row when the transaction of the submission fails', async () => {
    const { app } = ctx();
    const before = await held();
    const res = await postQuote(app, 'refused@example.org', longText());
    expect(res.statusCode).toBe(500);
    expect(await app.services.db.select().from(quotes).where(eq(quotes.email, 'refused@example.org'))).toEqual([]);
    expect(await held()).toEqual(before);
  });

  it('removes the bytes when a quarantined submission is deleted and when old ones are purged', async () => {
    const { app, clock } = ctx();
    await postQuote(app, 'spam@example.org', longText(), { company_website: 'http://spam.example' });
    const spam = await fileOf('spam@example.org');
    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1.1/admin/quotes/${spam.ownerId}`, headers: adminHeaders });
    expect(deleted.statusCode).toBe(200);
    expect(await app.services.storage.exists(spam.storageName)).toBe(false);
    expect(await held()).not.toContain(spam.storageName);

    await postQuote(app, 'old@example.org', longText());
    const old = await fileOf('old@example.org');
    expect(await app.services.storage.exists(old.storageName)).toBe(true);
    clock.advance(400 * DAY);
    await purgeOldRecords(app.services.db, app.services.storage, 365, clock.now(), auditAs({ kind: 'system', label: 'test purge', id: null }, null, clock.now));
    expect(await app.services.storage.exists(old.storageName)).toBe(false);
    expect(await held()).toEqual([]);
  });

  it('purges an old order with its delivered files and certificate, and bytes no row refers to', async () => {
    const { app, clock } = ctx();
    const { db, storage } = app.services;
    const orderOf = async (email: string) => {
      const file = await fileOf(email);
      const [order] = await db.select().from(orders).where(eq(orders.sourceId, file.ownerId));
      if (order === undefined) throw new Error(`No order for ${email}`);
      return order;
    };
    /** A certificate as approval stores it: a `files` row owned by the order, its bytes through the store. */
    const addCertificate = async (orderId: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certificate-'));
      const bytes = new TextEncoder().encode('%PDF-1.4 certificate');
      fs.writeFileSync(path.join(dir, 'c.pdf'), bytes);
      const stored = await storage.prepare({ path: path.join(dir, 'c.pdf'), sizeBytes: bytes.length, sha256: sha256(bytes), contentType: 'application/pdf' });
      await app.services.database.write(async (tx) => {
        await tx.insert(files).values({
          ownerKind: 'certificate',
          ownerId: orderId,
          originalName: 'c.pdf',
          contentType: 'application/pdf',
          sizeBytes: bytes.length,
          sha256: stored.sha256,
          storageName: stored.storageName,
        });
        await storage.writeInTransaction(tx, stored);
      });
      fs.rmSync(dir, { recursive: true, force: true });
      return stored.storageName;
    };

    await postQuote(app, 'delivered-old@example.org', new TextEncoder().encode('Acta de nacimiento'));
    const old = await orderOf('delivered-old@example.org');
    await addDeliveryRound(app, old.id, randomUUID(), 1, [translation]);
    await addCertificate(old.id);
    // An object no row refers to: stored (S3 uploads before the row's transaction), then never committed.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orphan-'));
    fs.writeFileSync(path.join(dir, 'o'), 'orphan');
    const orphan = await storage.prepare({
      path: path.join(dir, 'o'),
      sizeBytes: 6,
      sha256: sha256(new TextEncoder().encode('orphan')),
      contentType: 'text/plain',
    });
    fs.rmSync(dir, { recursive: true, force: true });
    const oldKeys = await held();

    clock.advance(400 * DAY);
    await postQuote(app, 'delivered-new@example.org', new TextEncoder().encode('Acta de matrimonio'));
    const recent = await orderOf('delivered-new@example.org');
    const { fileIds } = await addDeliveryRound(app, recent.id, randomUUID(), 1, [translation]);
    const certificate = await addCertificate(recent.id);
    const recentKeys = (await held()).filter((key) => !oldKeys.includes(key));
    expect(recentKeys).toHaveLength(3); // upload, delivered file, certificate

    // Readiness writes its probe object into the bucket: the store's own, never swept.
    await storage.check();
    const result = await purgeOldRecords(db, storage, 365, clock.now(), auditAs({ kind: 'system', label: 'test purge', id: null }, null, clock.now));
    expect(result.deleted).toMatchObject({ orders: 1, deliveredFiles: 1, certificates: 1, files: 3 });
    if (storage.backend === 's3') {
      expect(result.deleted.unreferencedObjects).toBe(1);
      expect(await storage.exists(S3_PROBE_KEY)).toBe(true);
    }
    expect(await storage.exists(orphan.storageName)).toBe(false);
    // Only the recent order's bytes are left, every one of them with its row.
    expect(await held()).toEqual([...recentKeys].sort());
    const left = await db.select().from(files);
    expect(left.map((f) => f.storageName).sort()).toEqual([...recentKeys].sort());
    expect(left.map((f) => f.id)).toEqual(expect.arrayContaining(fileIds));
    expect(await storage.exists(certificate)).toBe(true);
  });
});
