import fs from 'node:fs';
import { Readable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { fileChunks } from '../db/schema';
import { newStorageName, type FileStore, type ReceivedFile, type StoredFile } from './store';

/** Bytes per row of `file_chunks`: a 45 MB file is 90 rows, and a reader holds one or two at a time. */
export const FILE_CHUNK_BYTES = 512 * 1024;
/** Chunks fetched per query while a file is read (keyset pagination on `seq`). */
const CHUNKS_PER_READ = 2;

/**
 * Files as rows of `file_chunks` in the app's own database (PGlite or PostgreSQL): in its backups
 * and its transactions, readable by every API process. Written chunk by chunk from the received
 * file inside the transaction of the `files` row; read back chunk by chunk, so that neither a
 * write nor a download holds a whole file in memory.
 */
export class DatabaseFileStore implements FileStore {
  readonly backend = 'database';

  constructor(private readonly db: Db) {}

  async prepare(file: ReceivedFile, storageName = newStorageName()): Promise<StoredFile> {
    return { ...file, storageName };
  }

  async writeInTransaction(tx: Db, file: StoredFile): Promise<void> {
    let seq = 0;
    let written = 0;
    for await (const chunk of fs.createReadStream(file.path, { highWaterMark: FILE_CHUNK_BYTES })) {
      if (!Buffer.isBuffer(chunk)) throw new Error(`Reading ${file.path} gave text, not bytes`);
      await tx.insert(fileChunks).values({ fileKey: file.storageName, seq, data: chunk });
      seq += 1;
      written += chunk.length;
    }
    // An empty file still gets a row, so that `exists` and `open` find it.
    if (seq === 0) await tx.insert(fileChunks).values({ fileKey: file.storageName, seq, data: Buffer.alloc(0) });
    if (written !== file.sizeBytes) throw new Error(`${file.path} has ${written} bytes, ${file.sizeBytes} were received`);
  }

  async discard(): Promise<void> {
    // The chunks were written in the transaction that failed: rolled back with it.
  }

  async open(storageName: string): Promise<Readable | undefined> {
    const first = await this.chunksAfter(storageName, -1);
    if (first.length === 0) return undefined;
    const next = (after: number) => this.chunksAfter(storageName, after);
    // Each query runs only when the client has taken the previous chunks (the stream's backpressure).
    return Readable.from(
      (async function* () {
        for (let batch = first; batch.length > 0;) {
          for (const chunk of batch) yield chunk.data;
          const last = batch[batch.length - 1];
          if (last === undefined || batch.length < CHUNKS_PER_READ) return;
          batch = await next(last.seq);
        }
      })(),
      { objectMode: false },
    );
  }

  async exists(storageName: string): Promise<boolean> {
    const rows = await this.db.select({ seq: fileChunks.seq }).from(fileChunks).where(eq(fileChunks.fileKey, storageName)).limit(1);
    return rows.length > 0;
  }

  // Chunks reference their `files` row with ON DELETE CASCADE: none outlives its row.
  async *storedNames(): AsyncGenerator<readonly { name: string; storedAt: Date }[]> {
    return;
  }

  async removeDeleted(): Promise<void> {
    // `file_chunks` rows are deleted with the `files` row they belong to (ON DELETE CASCADE).
  }

  async check(): Promise<void> {
    // The bytes live in the database, which readiness checks on its own.
  }

  async close(): Promise<void> {}

  private chunksAfter(storageName: string, seq: number): Promise<{ seq: number; data: Buffer }[]> {
    return this.db
      .select({ seq: fileChunks.seq, data: fileChunks.data })
      .from(fileChunks)
      .where(and(eq(fileChunks.fileKey, storageName), gt(fileChunks.seq, seq)))
      .orderBy(asc(fileChunks.seq))
      .limit(CHUNKS_PER_READ);
  }
}
