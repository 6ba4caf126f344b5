import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type OwnTestPostgres } from '@/tests/helpers/postgres';
import { contactForm } from './support/payloads';
import { startServerProcess, waitForExit, type ServerProcess } from './support/server-process';

let own: OwnTestPostgres | undefined;
let server: ServerProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-outage-'));
afterAll(async () => {
  if (server !== undefined) {
    server.child.kill('SIGTERM');
    await waitForExit(server.child);
  }
  await own?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  email: string;
  status: number;
  retryAfter: string | null;
  code?: string;
}

async function submit(url: string, email: string): Promise<Answer> {
  try {
    const response = await fetch(`${url}/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...contactForm, email }),
    });
    const body: unknown = await response.json();
    const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
    const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    return { email, status: response.status, retryAfter: response.headers.get('retry-after'), code };
  } catch {
    // No answer at all: the process is gone or refuses connections.
    return { email, status: 0, retryAfter: null };
  }
}

describe('PostgreSQL restarted under a stream of submissions', () => {
  it(
    'keeps the API process up: 503 database_unavailable with Retry-After while it is down, storing again once it is back, every 2xx stored once',
    { timeout: 240_000 },
    async () => {
      own = await startTestPostgres();
      const databaseUrl = await own.createDatabase();
      server = await startServerProcess({
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SERVE_SITE: 'false',
        AUTO_SEED: 'true',
        ASSIGNMENT_TICK_MS: '0',
        RATE_LIMIT_MAX: '100000',
      });
      const { url } = server;
      const answers: Answer[] = [];
      let sent = 0;
      const next = async () => {
        sent += 1;
        const answer = await submit(url, `outage-${sent}@example.org`);
        answers.push(answer);
        return answer;
      };

      for (let i = 0; i < 5; i += 1) expect((await next()).status).toBe(201);
      own.shutDown();
      const whileDown: Answer[] = [];
      for (let i = 0; i < 5; i += 1) whileDown.push(await next());
      expect(whileDown.map((answer) => [answer.status, answer.code, answer.retryAfter])).toEqual(
        Array.from({ length: 5 }, () => [503, 'database_unavailable', '5']),
      );
      // Health asks the database at most once a second: its answer may stand for up to that long.
      await expect.poll(async () => (await fetch(`${url}/health`)).status, { timeout: 10_000 }).toBe(503);
      expect(server.child.exitCode).toBeNull();

      own.startUp();
      // The pool reconnects by itself: no restart of the API.
      const deadline = Date.now() + 60_000;
      while ((await next()).status !== 201) {
        if (Date.now() > deadline) throw new Error(`No submission stored within 60 s of the database's return: ${JSON.stringify(answers.slice(-3))}`);
      }
      for (let i = 0; i < 5; i += 1) expect((await next()).status).toBe(201);
      expect(server.child.exitCode).toBeNull();
      expect(answers.filter((answer) => ![201, 503].includes(answer.status))).toEqual([]);

      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const stored = (await client.query<{ email: string }>('SELECT email FROM contact_messages')).rows.map((row) => row.email);
        const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => answer.email);
        expect(stored.toSorted()).toEqual(acknowledged.toSorted());
      } finally {
        await client.end();
      }
    },
  );
});
