import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { openDatabase } from './database';

/*
 * Backups of the embedded database (PGlite): its whole data folder as one gzipped tar, through
 * PGlite's own dumpDataDir/loadDataDir. PGlite is one process, and the data-folder lock keeps a
 * second one out: a backup is taken with the server stopped, so it is always consistent (a
 * running server holds the lock, and the command says so and stops). With the database backend
 * the files' bytes are rows too, so the backup holds them.
 */

/** Whether a data folder already holds a database that a restore would overwrite. */
function holdsDatabase(dataDir: string): boolean {
  const folder = path.join(dataDir, 'pglite');
  return fs.existsSync(folder) && fs.readdirSync(folder).length > 0;
}

/** A backup or restore that would do harm or nothing: the message says why, in one line. */
export class BackupRefusedError extends Error {}

/** Writes a backup of the PGlite database in `dataDir` to `file`; its size in bytes. */
export async function backupEmbeddedDatabase(dataDir: string, migrationsDir: string, file: string): Promise<number> {
  if (!holdsDatabase(dataDir)) throw new BackupRefusedError(`${path.join(dataDir, 'pglite')} holds no database: check DATA_DIR`);
  const database = await openDatabase({ dataDir, migrationsDir });
  try {
    const dump = database.dump;
    if (dump === undefined) throw new Error('The embedded database gave no dump');
    const bytes = gzipSync(Buffer.from(await (await dump()).arrayBuffer()));
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    // Written aside, then renamed: a backup file is either whole or absent.
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
    return bytes.length;
  } finally {
    await database.close();
  }
}

/**
 * Restores a backup into `dataDir`, which must not hold a database yet (move the old one away
 * first: a restore never overwrites). The restored database is opened once, which checks it and
 * applies any migration newer than the backup.
 */
export async function restoreEmbeddedDatabase(file: string, dataDir: string, migrationsDir: string): Promise<void> {
  if (holdsDatabase(dataDir)) {
    throw new BackupRefusedError(
      `${path.join(dataDir, 'pglite')} already holds a database; move it away (or set DATA_DIR to an empty folder) and run the restore again`,
    );
  }
  const packed = fs.readFileSync(file);
  // gzip's magic bytes; a plain tar from PGlite is taken as it is.
  const tar = packed[0] === 0x1f && packed[1] === 0x8b ? gunzipSync(packed) : packed;
  const database = await openDatabase({ dataDir, migrationsDir, pgliteTemplate: new Blob([new Uint8Array(tar)]) });
  await database.close();
}
