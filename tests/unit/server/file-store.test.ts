import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { fileChunks, files } from '@/server/db/schema';
import { DatabaseFileStore, FILE_CHUNK_BYTES } from '@/server/files/database-store';
import { S3FileStore } from '@/server/files/s3-store';
import type { FileStore, StoredFile } from '@/server/files/store';
import { startTestS3 } from '@/tests/helpers/s3';
import { readStored, storedKeys } from './support/stored-files';
import { openTestDatabase, postgresForFile, type Driver } from './support/test-app';

const postgres = postgresForFile();
const s3 = await startTestS3();
afterAll(() => s3.stop());

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-store-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A received file of `bytes` in the scratch folder, as the intake leaves it. */
function received(bytes: Buffer, contentType = 'application/pdf') {
  const file = path.join(scratch, `${randomBytes(8).toString('hex')}.part`);
  fs.writeFileSync(file, bytes);
  return { path: file, sizeBytes: bytes.length, sha256: sha256(bytes), contentType };
}

/** The row that refers to a stored file, as the intake writes it. */
const fileRow = (stored: StoredFile) => ({
  ownerKind: 'quote' as const,
  ownerId: randomUUID(),
  originalName: 'scan.pdf',
  contentType: stored.contentType,
  sizeBytes: stored.sizeBytes,
  sha256: stored.sha256,
  storageName: stored.storageName,
});

/** Stores a file as a submission does: prepare, then the row and the bytes in one transaction. */
async function storeWithRow(database: Database, store: FileStore, bytes: Buffer): Promise<StoredFile> {
  const stored = await store.prepare(received(bytes));
  await database.write(async (tx) => {
    await tx.insert(files).values(fileRow(stored));
    await store.writeInTransaction(tx, stored);
  });
  return stored;
}

const backends: { name: string; driver: Driver; backend: 'database' | 's3' }[] = [
  { name: 'database on PGlite', driver: 'pglite', backend: 'database' },
  { name: 'database on PostgreSQL', driver: 'postgres', backend: 'database' },
  { name: 'S3 (s3rver, path-style)', driver: 'pglite', backend: 's3' },
];

describe.each(backends)('file store: $name', ({ driver, backend }) => {
  let database: Database;
  let store: FileStore;
  beforeAll(async () => {
    database = await openTestDatabase(driver, postgres);
    store = backend === 'database' ? new DatabaseFileStore(database.db) : new S3FileStore(s3.settings);
  });
  afterAll(async () => {
    await store.close();
    await database.close();
  });
  /** What the backend holds: chunk keys in the database, object keys in the bucket. */
  const held = () => (backend === 'database' ? storedKeys(database.db) : s3.keys());

  it('gives back a multi-megabyte file byte for byte (same SHA-256), streamed in pieces', async () => {
    // Not a multiple of the chunk or part size, so that the last piece is a short one.
    const bytes = randomBytes(6 * 1024 * 1024 + 12_345);
    const stored = await storeWithRow(database, store, bytes);
    expect(stored.storageName).toMatch(/^[0-9a-f]{32}$/);
    expect(await store.exists(stored.storageName)).toBe(true);

    const stream = await store.open(stored.storageName);
    if (stream === undefined) throw new Error('open() found no file');
    const hash = createHash('sha256');
    let pieces = 0;
    let largest = 0;
    for await (const piece of stream) {
      hash.update(piece);
      pieces += 1;
      largest = Math.max(largest, piece.length);
    }
    expect(hash.digest('hex')).toBe(sha256(bytes));
    // Read as a stream of pieces, never as one buffer of the whole file.
    expect(pieces).toBeGreaterThan(1);
    expect(largest).toBeLessThan(bytes.length / 4);
    if (backend === 'database') {
      const chunks = await database.db.select({ seq: fileChunks.seq }).from(fileChunks).where(eq(fileChunks.fileKey, stored.storageName));
      expect(chunks).toHaveLength(Math.ceil(bytes.length / FILE_CHUNK_BYTES));
    }
  });

  it('keeps an empty file as an empty file', async () => {
    const stored = await storeWithRow(database, store, Buffer.alloc(0));
    expect(await store.exists(stored.storageName)).toBe(true);
    expect(await readStored(store, stored.storageName)).toEqual(Buffer.alloc(0));
  });

  it('has nothing for a name it never stored', async () => {
    const name = randomBytes(16).toString('hex');
    expect(await store.exists(name)).toBe(false);
    expect(await store.open(name)).toBeUndefined();
  });

  it('leaves neither chunks nor an object behind when the transaction of the row fails', async () => {
    const before = await held();
    const stored = await store.prepare(received(randomBytes(1_500_000)));
    await expect(
      database.write(async (tx) => {
        await tx.insert(files).values(fileRow(stored));
        await store.writeInTransaction(tx, stored);
        throw new Error('the row could not be committed');
      }),
    ).rejects.toThrow('the row could not be committed');
    await store.discard(stored);
    expect(await store.exists(stored.storageName)).toBe(false);
    expect(await held()).toEqual(before);
    expect(await database.db.select().from(files).where(eq(files.storageName, stored.storageName))).toEqual([]);
  });

  it('removes the bytes of deleted rows', async () => {
    const stored = await storeWithRow(database, store, randomBytes(700_000));
    const removed = await database.write((tx) =>
      tx.delete(files).where(eq(files.storageName, stored.storageName)).returning({ storageName: files.storageName }),
    );
    await store.removeDeleted(removed.map((r) => r.storageName));
    expect(await store.exists(stored.storageName)).toBe(false);
    expect(await held()).not.toContain(stored.storageName);
  });
});

describe('the database backend', () => {
  it('refuses chunks without the row that refers to them (no orphans)', async () => {
    const database = await openTestDatabase('pglite', postgres);
    try {
      const store = new DatabaseFileStore(database.db);
      const stored = await store.prepare(received(randomBytes(1000)));
      await expect(database.write((tx) => store.writeInTransaction(tx, stored))).rejects.toThrow();
      expect(await store.exists(stored.storageName)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
