import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/database';
import { files } from '@/server/db/schema';
import { createFileStore } from '@/server/files/create-store';
import { loadServerEnv } from '@/server/env';
import { startTestS3 } from '@/tests/helpers/s3';
import { runScript } from './support/server-process';
import { migratedDataDir } from './support/test-app';
import { readStored } from './support/stored-files';

const s3 = await startTestS3();
afterAll(() => s3.stop());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const name = () => randomBytes(16).toString('hex');

/** `npm run files:migrate` as its own process; resolves with its exit code and what it printed. */
const migrate = (env: Record<string, string>) => runScript('server/cli/files-migrate.ts', [], env);

describe.each([
  { backend: 'database', extra: {} },
  { backend: 's3', extra: s3.env },
])('npm run files:migrate into the $backend store', ({ backend, extra }) => {
  it('moves the files an older release kept on disk, verified, and skips them when run again', { timeout: 90_000 }, async () => {
    const dataDir = migratedDataDir('verbalis-migrate-');
    const uploadDir = path.join(dataDir, 'uploads');
    fs.mkdirSync(uploadDir);
    const env = { DATA_DIR: dataDir, UPLOAD_DIR: uploadDir, ...extra };
    // As the disk store left them: one file per row, named by its storage name.
    const good = [randomBytes(1_300_000), Buffer.from('Acta de nacimiento')].map((bytes) => ({ bytes, storageName: name() }));
    const altered = { bytes: Buffer.from('the original'), storageName: name() };
    const lost = { bytes: Buffer.from('deleted by hand'), storageName: name() };
    const stray = name();
    for (const file of [...good, altered]) fs.writeFileSync(path.join(uploadDir, file.storageName), file.bytes);
    fs.writeFileSync(path.join(uploadDir, altered.storageName), 'changed on disk');
    fs.writeFileSync(path.join(uploadDir, stray), 'no row refers to this');
    const database = await openDatabase({ dataDir });
    await database.db.insert(files).values(
      [...good, altered, lost].map((file) => ({
        ownerKind: 'quote' as const,
        ownerId: randomUUID(),
        originalName: 'scan.pdf',
        contentType: 'application/pdf',
        sizeBytes: file.bytes.length,
        sha256: sha256(file.bytes),
        storageName: file.storageName,
      })),
    );
    await database.close();

    const first = await migrate(env);
    expect(first.stderr).not.toMatch(/error/i);
    expect(first.stdout).toContain(`into the ${backend} store`);
    expect(first.stdout).toMatch(/moved: 2\n/);
    expect(first.stdout).toMatch(/already moved: 0\n/);
    expect(first.stdout).toContain(`missing (neither on disk nor in the store): 1 (${lost.storageName})`);
    expect(first.stdout).toContain(`SHA-256 mismatch, left on disk: 1 (${altered.storageName})`);
    expect(first.stdout).toContain('on disk without a row, left alone: 1');
    expect(first.code).toBe(1);
    // The moved files left the disk; what could not be moved stayed.
    expect(fs.readdirSync(uploadDir).sort()).toEqual([altered.storageName, stray].sort());

    const second = await migrate(env);
    expect(second.stdout).toMatch(/moved: 0\n/);
    expect(second.stdout).toMatch(/already moved: 2\n/);

    const reopened = await openDatabase({ dataDir });
    const store = await createFileStore(loadServerEnv(env), reopened.db);
    try {
      expect(store.backend).toBe(backend);
      for (const file of good) expect(sha256(await readStored(store, file.storageName))).toBe(sha256(file.bytes));
      expect(await store.exists(altered.storageName)).toBe(false);
    } finally {
      await store.close();
      await reopened.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
