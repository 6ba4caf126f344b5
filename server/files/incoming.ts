import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A folder nobody has written to for this long belongs to a process that is gone (another machine's, on shared storage).
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** Folders of the instances running in this process (tests run several apps side by side). */
const liveFolders = new Set<string>();

/**
 * Where uploads are written while they arrive and are examined: `<upload dir>/.incoming/<host>-<pid>-<id>/`,
 * scratch space of this process only; the file store copies what is kept. Each app instance
 * has its own folder; at start-up the folders of processes that are no longer running are
 * removed with whatever a crash left in them.
 */
export class IncomingFiles {
  readonly root: string;
  readonly dir: string;
  private readonly host = os.hostname().replace(/[^\w.]/g, '_');

  constructor(uploadDir: string) {
    this.root = path.join(path.resolve(uploadDir), '.incoming');
    this.dir = path.join(this.root, `${this.host}-${process.pid}-${randomBytes(4).toString('hex')}`);
  }

  async init(): Promise<void> {
    await fs.promises.mkdir(this.root, { recursive: true });
    await this.removeAbandoned();
    await fs.promises.mkdir(this.dir, { recursive: true, mode: 0o700 });
    liveFolders.add(this.dir);
  }

  /** A fresh path for one file; the caller creates it (`wx`) and the request removes it when answered. */
  newPath(): string {
    return path.join(this.dir, `${randomBytes(16).toString('hex')}.part`);
  }

  async close(): Promise<void> {
    liveFolders.delete(this.dir);
    await fs.promises.rm(this.dir, { recursive: true, force: true });
  }

  private abandoned(name: string, full: string, modifiedAt: number | undefined): boolean {
    const owner = /^(.+)-(\d+)-[0-9a-f]{8}$/.exec(name);
    if (owner === null) return true;
    if (owner[1] !== this.host) return modifiedAt === undefined || Date.now() - modifiedAt > ABANDONED_AFTER_MS;
    const pid = Number(owner[2]);
    // Our own pid may also be a dead process's from before a restart (in a container, always 1).
    return pid === process.pid ? !liveFolders.has(full) : !isRunning(pid);
  }

  private async removeAbandoned(): Promise<void> {
    for (const entry of await fs.promises.readdir(this.root)) {
      const full = path.join(this.root, entry);
      const stat = await fs.promises.stat(full).catch(() => undefined);
      if (this.abandoned(entry, full, stat?.mtimeMs)) await fs.promises.rm(full, { recursive: true, force: true });
    }
  }
}
