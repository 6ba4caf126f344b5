import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface StoredFile {
  storageName: string;
  sizeBytes: number;
  sha256: string;
}

/** Uploaded bytes on disk under random names; the database keeps what the visitor called them. */
export class FileStorage {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  async init(): Promise<void> {
    await fs.promises.mkdir(this.dir, { recursive: true });
  }

  pathOf(storageName: string): string {
    if (!/^[a-f0-9]{32}$/.test(storageName)) throw new Error(`Invalid storage name "${storageName}"`);
    return path.join(this.dir, storageName);
  }

  /**
   * Keeps a file received into the incoming folder (`<dir>/.incoming/`, on the same file
   * system): flushed to disk, then renamed under a random name. Nothing is copied.
   */
  async adopt(receivedPath: string, received: { sizeBytes: number; sha256: string }): Promise<StoredFile> {
    const incoming = path.join(this.dir, '.incoming') + path.sep;
    if (!path.resolve(receivedPath).startsWith(incoming)) throw new Error(`${receivedPath} is not in ${incoming}`);
    const storageName = randomBytes(16).toString('hex');
    const handle = await fs.promises.open(receivedPath, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(receivedPath, this.pathOf(storageName));
    return { storageName, ...received };
  }

  read(storageName: string): fs.ReadStream {
    return fs.createReadStream(this.pathOf(storageName));
  }

  async exists(storageName: string): Promise<boolean> {
    return fs.promises.access(this.pathOf(storageName)).then(
      () => true,
      () => false,
    );
  }

  async remove(storageName: string): Promise<void> {
    await fs.promises.rm(this.pathOf(storageName), { force: true });
  }
}
