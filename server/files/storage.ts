import { createHash, randomBytes } from 'node:crypto';
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

  /** Writes durably (temp file, fsync, rename) so an acknowledged upload survives a crash. */
  async save(bytes: Uint8Array): Promise<StoredFile> {
    const storageName = randomBytes(16).toString('hex');
    const target = this.pathOf(storageName);
    const temp = `${target}.part`;
    const handle = await fs.promises.open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temp, target);
    return { storageName, sizeBytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
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
