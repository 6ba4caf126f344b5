import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db/database';
import { auditLog, fileChunks, files, orders, quotes } from '@/server/db/schema';
import { DatabaseFileStore } from '@/server/files/database-store';
import { auditAs } from '@/server/staff/audit';
import { formWithFiles } from './support/multipart';
import { quoteContact } from './support/payloads';
import { runScript } from './support/server-process';
import { buildTestApp, migratedDataDir, testEnv } from './support/test-app';

/*
 * npm run db:backup and db:restore on the embedded database: a backup restored into a fresh data
 * folder has every order, file (with its bytes) and audit row; a running server's folder is not
 * backed up (its lock), and a restore never overwrites a database.
 */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-backup-'));
// The data folder backed up: a copy of the run's migrated database, as a folder that has been in use is.
const original = migratedDataDir('verbalis-backup-original-');
afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.rmSync(original, { recursive: true, force: true });
});

/** A command as its own process, on the embedded database (no DATABASE_URL from the environment). */
const run = (script: string, args: string[], env: Record<string, string>) => runScript(script, args, { DATABASE_URL: '', ...env });

async function contents(database: Database) {
  const { db } = database;
  const ids = async (rows: Promise<{ id: string | number }[]>) => (await rows).map((r) => String(r.id)).toSorted();
  return {
    orders: await ids(db.select({ id: orders.id }).from(orders)),
    quotes: await ids(db.select({ id: quotes.id }).from(quotes)),
    files: (await db.select({ id: files.id, storageName: files.storageName, sha256: files.sha256 }).from(files)).toSorted((a, b) => a.id.localeCompare(b.id)),
    chunks: (await db.select({ key: fileChunks.fileKey }).from(fileChunks)).length,
    audit: await ids(db.select({ id: auditLog.id }).from(auditLog)),
  };
}

describe('db:backup and db:restore', () => {
  it('restore a backup into a fresh data folder with every order, file and audit row', { timeout: 240_000 }, async () => {
    const database = await openDatabase({ dataDir: original });
    const app = await buildTestApp({ env: testEnv({ DATA_DIR: original }), serveSite: false, database });
    const document = new TextEncoder().encode(
      randomBytes(400_000)
        .toString('hex')
        .replace(/(.{60})/g, '$1 '),
    );
    for (const email of ['a@example.org', 'b@example.org']) {
      const body = {
        calculator: 'document',
        quote: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'contract.txt', words: 100 }] },
        ...quoteContact,
        email,
      };
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1.1/quotes',
        ...formWithFiles(body, [{ name: 'files', filename: 'contract.txt', bytes: document }]),
      });
      expect(response.statusCode).toBe(201);
    }
    const record = auditAs({ kind: 'system', label: 'backup test', id: null }, null, () => new Date());
    await database.write((tx) => record(tx, { action: 'test.backup', resource: 'quotes', recordId: null, before: null, after: { ok: true } }));
    const before = await contents(database);
    expect(before.orders).toHaveLength(2);
    expect(before.files).toHaveLength(2);
    expect(before.audit.length).toBeGreaterThanOrEqual(1);

    const file = path.join(scratch, 'backup.tar.gz');
    // The running server holds the folder: no backup of a database that is being written.
    const whileRunning = await run('server/cli/db-backup.ts', [file], { DATA_DIR: original });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toMatch(/Stop the server, then run the backup again/);
    expect(fs.existsSync(file)).toBe(false);
    await app.close();
    await database.close();

    const backup = await run('server/cli/db-backup.ts', [file], { DATA_DIR: original });
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toContain(`to ${file}`);

    const fresh = path.join(scratch, 'fresh');
    const restore = await run('server/cli/db-restore.ts', [file], { DATA_DIR: fresh });
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    // Never over a database.
    const again = await run('server/cli/db-restore.ts', [file], { DATA_DIR: fresh });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds a database/);

    const restored = await openDatabase({ dataDir: fresh });
    try {
      expect(await contents(restored)).toEqual(before);
      const store = new DatabaseFileStore(restored.db);
      for (const stored of before.files) {
        const stream = await store.open(stored.storageName);
        expect(
          stream === undefined
            ? undefined
            : createHash('sha256')
                .update(await buffer(stream))
                .digest('hex'),
        ).toBe(stored.sha256);
      }
    } finally {
      await restored.close();
    }
  });
});
