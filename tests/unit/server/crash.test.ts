import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminContract, type AdminRouteName } from '@/lib/api/contract/admin';
import { pagedEnvelope } from '@/lib/api/contract/envelope';
import { multipart } from './support/multipart';
import { contactForm, quoteContact } from './support/payloads';
import { startServerProcess, waitForExit, type ServerProcess } from './support/server-process';
import { staffPath } from './support/staff';
import { ADMIN_TOKEN, drivers, migratedDataDir, postgresForFile } from './support/test-app';

const postgres = postgresForFile();
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** Sends contact messages and quote requests with a file, one after another, until stopped. */
async function submit(server: ServerProcess, i: number): Promise<{ kind: 'contact' | 'quote'; reference: string } | undefined> {
  if (i % 2 === 0) {
    const response = await fetch(`${server.url}/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...contactForm, email: `crash${i}@example.org`, formFillMs: 60_000 }),
    });
    return response.status === 201 ? { kind: 'contact', reference: (await response.json()).data.reference } : undefined;
  }
  const data = {
    calculator: 'document',
    quote: { service: 'standard', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: `doc${i}.txt`, words: 4 }] },
    ...quoteContact,
    formFillMs: 60_000,
  };
  const body = multipart([
    { name: 'data', value: JSON.stringify(data) },
    { name: 'files', filename: `doc${i}.txt`, bytes: new TextEncoder().encode(`Documento numero ${i} aqui`) },
  ]);
  const response = await fetch(`${server.url}/quotes`, { method: 'POST', headers: body.headers, body: new Uint8Array(body.payload) });
  return response.status === 201 ? { kind: 'quote', reference: (await response.json()).data.reference } : undefined;
}

/** A staff list read from the running server, parsed with the route's contract. */
async function staffList<Rows extends z.ZodType>(server: ServerProcess, name: AdminRouteName, rows: Rows): Promise<z.output<Rows>> {
  const response = await fetch(`${server.url}${staffPath(name)}?limit=200`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  return rows.parse(pagedEnvelope(z.unknown()).parse(await response.json()).data);
}

describe.each(drivers)('kill -9 during a stream of submissions (%s)', (driver) => {
  it('keeps every acknowledged submission and its files', { timeout: 240_000 }, async () => {
    const dataDir = migratedDataDir('verbalis-crash-');
    folders.push(dataDir);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SITE_DIR: path.join(dataDir, 'no-site'),
      ADMIN_TOKEN,
      RATE_LIMIT_MAX: '100000',
      AUTO_SEED: 'false',
      ASSIGNMENT_TICK_MS: '0',
      ...(driver === 'postgres' ? { DATABASE_URL: await (await postgres()).createDatabase() } : {}),
    };
    const first = await startServerProcess(env);
    const acknowledged: { kind: 'contact' | 'quote'; reference: string }[] = [];
    let stop = false;
    const streams = [0, 1, 2, 3].map(async (lane) => {
      for (let i = lane; !stop; i += 4) {
        const result = await submit(first, i).catch(() => undefined);
        if (result !== undefined) acknowledged.push(result);
      }
    });
    while (acknowledged.length < 24) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    await waitForExit(first.child);
    stop = true;
    await Promise.all(streams);
    expect(first.child.signalCode).toBe('SIGKILL');

    // The lock left by the killed process is stale: the restart takes it over.
    const second = await startServerProcess(env);
    try {
      const contacts = new Set((await staffList(second, 'listContactMessages', adminContract.listContactMessages.responses[200])).map((row) => row.reference));
      const quotes = new Set((await staffList(second, 'listQuotes', adminContract.listQuotes.responses[200])).map((row) => row.reference));
      const missing = acknowledged.filter((a) => !(a.kind === 'contact' ? contacts : quotes).has(a.reference));
      expect(missing).toEqual([]);
      const stored = await staffList(second, 'listFiles', adminContract.listFiles.responses[200]);
      expect(stored.length).toBeGreaterThanOrEqual(acknowledged.filter((a) => a.kind === 'quote').length);
      for (const file of stored) {
        const download = await fetch(`${second.url}${staffPath('downloadFile', { id: file.id })}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
        expect(download.status).toBe(200);
        expect(await download.text()).toMatch(/^Documento numero \d+ aqui$/);
      }
    } finally {
      second.child.kill('SIGTERM');
      await waitForExit(second.child);
    }
  });
});
