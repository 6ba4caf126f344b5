import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite is a single-process database: two processes on one data folder would corrupt it.
 * Takes `<dir>/server.lock` (holding our pid) or throws if a live process holds it; a lock
 * left by a dead process (crash, kill -9) is taken over. Returns the release function.
 */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid}\n${new Date().toISOString()}\n`, { flag: 'wx' });
      return () => {
        if (readOwner(file) === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const owner = readOwner(file);
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(
        `The data folder ${path.resolve(dir)} is in use by process ${owner}. The embedded database allows one ` +
          'process per folder: stop that process, use another DATA_DIR, or set DATABASE_URL to use PostgreSQL.',
      );
    }
    // Stale (its process is gone) or half-written: remove it and try again.
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock on the data folder ${path.resolve(dir)}; try again.`);
}
