import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { asc, gt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { files } from '../db/schema';
import { isStorageName, type FileStore } from './store';

export interface DiskMigrationReport {
  /** Copied into the store, verified and removed from disk. */
  moved: number;
  /** Already in the store (an earlier run); a copy still on disk is verified and removed. */
  alreadyMoved: number;
  /** Rows whose file is neither on disk nor in the store. */
  missing: string[];
  /** Files whose bytes don't have the row's SHA-256 (on disk, or read back from the store); left where they are. */
  mismatched: string[];
  /** Files on disk that no row refers to; left where they are. */
  unreferenced: string[];
}

const BATCH = 200;

async function sha256Of(stream: NodeJS.ReadableStream): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(stream, hash);
  return hash.digest('hex');
}

async function storedSha256(store: FileStore, storageName: string): Promise<string | undefined> {
  const stream = await store.open(storageName);
  return stream === undefined ? undefined : sha256Of(stream);
}

/**
 * Moves the files that releases before the file store kept in UPLOAD_DIR (one file per row,
 * named by its storage name) into the configured store, keeping their storage names. Each file's
 * SHA-256 is checked against its row on disk and again read back from the store before the disk
 * copy is removed. Running it again skips what was moved, so an interrupted run is simply rerun.
 */
export async function migrateDiskFiles(database: Database, store: FileStore, dir: string): Promise<DiskMigrationReport> {
  const report: DiskMigrationReport = { moved: 0, alreadyMoved: 0, missing: [], mismatched: [], unreferenced: [] };
  const referenced = new Set<string>();
  for (let after = ''; ;) {
    const rows = await database.db
      .select({ storageName: files.storageName, sha256: files.sha256, sizeBytes: files.sizeBytes, contentType: files.contentType })
      .from(files)
      .where(gt(files.storageName, after))
      .orderBy(asc(files.storageName))
      .limit(BATCH);
    for (const row of rows) {
      referenced.add(row.storageName);
      const onDisk = path.join(dir, row.storageName);
      const hasDisk = isStorageName(row.storageName) && fs.existsSync(onDisk);
      if (await store.exists(row.storageName)) {
        if (!hasDisk) report.alreadyMoved += 1;
        else if ((await storedSha256(store, row.storageName)) !== row.sha256) report.mismatched.push(row.storageName);
        else {
          await fs.promises.rm(onDisk);
          report.alreadyMoved += 1;
        }
        continue;
      }
      if (!hasDisk) {
        report.missing.push(row.storageName);
        continue;
      }
      if ((await sha256Of(fs.createReadStream(onDisk))) !== row.sha256) {
        report.mismatched.push(row.storageName);
        continue;
      }
      const stored = await store.prepare({ path: onDisk, ...row }, row.storageName);
      try {
        await database.write((tx) => store.writeInTransaction(tx, stored));
      } catch (error) {
        await store.discard(stored);
        throw error;
      }
      if ((await storedSha256(store, row.storageName)) !== row.sha256) {
        report.mismatched.push(row.storageName);
        continue;
      }
      await fs.promises.rm(onDisk);
      report.moved += 1;
    }
    const last = rows[rows.length - 1];
    if (last === undefined || rows.length < BATCH) break;
    after = last.storageName;
  }
  const names = fs.existsSync(dir) ? await fs.promises.readdir(dir) : [];
  report.unreferenced = names.filter((name) => isStorageName(name) && !referenced.has(name)).sort();
  return report;
}
