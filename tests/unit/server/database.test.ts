import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/database';
import { professionals } from '@/server/db/schema';
import { postgresForFile } from './support/test-app';

const postgres = postgresForFile();

describe('openDatabase', () => {
  it('migrates PostgreSQL and is usable by several processes at once (advisory-locked migrations)', async () => {
    const url = await (await postgres()).createDatabase();
    const [a, b] = await Promise.all([openDatabase({ url }), openDatabase({ url })]);
    await a.db.insert(professionals).values({ userType: 'translator', name: 'Ana Ruiz', email: 'ana@example.com', languages: ['spanish'] });
    const rows = await b.db.select().from(professionals);
    expect(rows.map((r) => r.email)).toEqual(['ana@example.com']);
    await Promise.all([a.close(), b.close()]);
  });

  it('keeps PGlite data on disk and refuses a second process on the same folder', { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-pglite-'));
    const first = await openDatabase({ dataDir: dir });
    await first.db.insert(professionals).values({ userType: 'interpreter', name: 'Li Wei', email: 'li@example.com', languages: ['mandarin'] });
    fs.writeFileSync(path.join(dir, 'server.lock'), '1\n');
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process 1/);
    await first.close();
    // A lock left by a process that no longer exists is taken over.
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999\n');
    const second = await openDatabase({ dataDir: dir });
    expect((await second.db.select().from(professionals)).map((r) => r.name)).toEqual(['Li Wei']);
    await second.close();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
