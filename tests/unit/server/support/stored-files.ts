import { buffer } from 'node:stream/consumers';
import type { Db } from '@/server/db/database';
import { fileChunks } from '@/server/db/schema';
import type { FileStore } from '@/server/files/store';

/** A stored file's bytes, read through the store as a download reads them. */
export async function readStored(storage: FileStore, storageName: string): Promise<Buffer> {
  const stream = await storage.open(storageName);
  if (stream === undefined) throw new Error(`The store has no file ${storageName}`);
  return buffer(stream);
}

/** The storage names the database backend holds bytes for, sorted. */
export async function storedKeys(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ key: fileChunks.fileKey }).from(fileChunks);
  return rows.map((r) => r.key).sort();
}
