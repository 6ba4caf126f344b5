import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../db/database';

/** A file received into the request's scratch folder, with what the intake measured. */
export interface ReceivedFile {
  /** The temporary file; it stays until the request's answer is sent. */
  path: string;
  sizeBytes: number;
  sha256: string;
  contentType: string;
}

/** A received file given its key in the store; `storageName` is what the `files` row keeps. */
export interface StoredFile extends ReceivedFile {
  storageName: string;
}

/**
 * Where the bytes of uploaded files live. A file is stored together with the row that refers to
 * it, in three steps around that row's transaction:
 *
 *   const stored = await store.prepare(received);          // before: S3 uploads the object
 *   await database.write(async (tx) => {
 *     await tx.insert(files).values({ storageName: stored.storageName, … });
 *     await store.writeInTransaction(tx, stored);          // the database writes the bytes here
 *   });
 *   // if that failed: await store.discard(stored);        // S3 removes the object again
 *
 * so that a committed row always has its bytes and a failed one leaves none. Deleting works the
 * other way round: the rows go in a transaction, then `removeDeleted` (S3 deletes the objects; in
 * the database the chunks went with the rows).
 */
export interface FileStore {
  readonly backend: StorageBackend;
  prepare(file: ReceivedFile, storageName?: string): Promise<StoredFile>;
  writeInTransaction(tx: Db, file: StoredFile): Promise<void>;
  discard(file: StoredFile): Promise<void>;
  /** The file's bytes as a stream, read a piece at a time; undefined when the store has no such file. */
  open(storageName: string): Promise<Readable | undefined>;
  exists(storageName: string): Promise<boolean>;
  /** After the transaction that deleted the files' rows has committed. */
  removeDeleted(storageNames: readonly string[]): Promise<void>;
  /**
   * Every stored file's name and when it was stored, a page at a time, for the retention sweep
   * that removes bytes no `files` row refers to. The database backend yields none: its chunks
   * are deleted with their row (a foreign key), so they can't be left behind.
   */
  storedNames(): AsyncGenerator<readonly { name: string; storedAt: Date }[]>;
  /** Resolves when the store can take and give files (readiness, start-up); throws FileStoreUnavailableError otherwise. */
  check(): Promise<void>;
  close(): Promise<void>;
}

type StorageBackend = 'database' | 's3';

/** A fresh storage name: 32 hex characters, the same shape files stored on disk had. */
export function newStorageName(): string {
  return randomBytes(16).toString('hex');
}

export function isStorageName(name: string): boolean {
  return /^[a-f0-9]{32}$/.test(name);
}
