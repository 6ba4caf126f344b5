import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitForExit, type ServerProcess } from './support/server-process';
import { ADMIN_TOKEN, postgresForFile } from './support/test-app';

const postgres = postgresForFile();
const folders: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => waitForExit(server.child)));
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const password = 'correct horse battery staple';

async function call(server: ServerProcess, method: string, url: string, headers: Record<string, string> = {}, body?: object) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

describe('staff sessions across two API processes on one PostgreSQL', () => {
  it('serve a session signed in on one process on the other, and end it everywhere', { timeout: 240_000 }, async () => {
    const url = await (await postgres()).createDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-staff-processes-'));
    folders.push(dataDir);
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, SERVE_SITE: 'false', AUTO_SEED: 'true', ASSIGNMENT_TICK_MS: '0', ADMIN_TOKEN, RATE_LIMIT_MAX: '10000' };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    if (a === undefined || b === undefined) throw new Error('expected two servers');
    servers.push(a, b);

    const created = await call(
      a,
      'POST',
      '/admin/staff',
      { authorization: `Bearer ${ADMIN_TOKEN}` },
      { email: 'ops@verbalis.test', name: 'Ops', role: 'admin', password },
    );
    expect(created.status).toBe(201);
    const signedIn = await call(a, 'POST', '/staff/session', {}, { email: 'ops@verbalis.test', password });
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const csrf: string = signedIn.json.data.csrfToken;

    const onB = await call(b, 'GET', '/staff/session', { cookie });
    expect(onB.status).toBe(200);
    expect(onB.json.data.user.email).toBe('ops@verbalis.test');
    expect((await call(b, 'POST', '/admin/assignment/tick', { cookie }, {})).status).toBe(403);
    expect((await call(b, 'POST', '/admin/assignment/tick', { cookie, 'x-csrf-token': csrf }, {})).status).toBe(200);

    expect((await call(b, 'DELETE', '/staff/session', { cookie, 'x-csrf-token': csrf })).status).toBe(200);
    expect((await call(a, 'GET', '/staff/session', { cookie })).status).toBe(401);

    // One invitation accepted on both processes at once: one account, one session; the other is
    // refused as a spent link. The link is read where only the invitee's email has it, the outbox.
    const invited = await call(
      a,
      'POST',
      '/admin/staff/invitations',
      { authorization: `Bearer ${ADMIN_TOKEN}` },
      { email: 'race@verbalis.test', name: 'Race', role: 'coordinator' },
    );
    expect(invited.status).toBe(201);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const mail = await client.query<{ text: string }>("SELECT text FROM outbox_messages WHERE recipient = 'race@verbalis.test'");
      const token = /\?token=([\w-]{43})/.exec(mail.rows[0]?.text ?? '')?.[1] ?? '';
      const accepts = await Promise.all([a, b].map((server) => call(server, 'POST', '/staff/invitation/accept', {}, { token, password })));
      expect(accepts.map((response) => response.status).toSorted()).toEqual([201, 404]);
      const accounts = await client.query("SELECT id FROM staff_users WHERE email = 'race@verbalis.test'");
      expect(accounts.rowCount).toBe(1);
    } finally {
      await client.end();
    }

    // Failures counted on either process add up.
    for (const server of [a, b, a, b, a])
      expect((await call(server, 'POST', '/staff/session', {}, { email: 'ops@verbalis.test', password: 'wrong password!' })).status).toBe(401);
    const throttled = await call(b, 'POST', '/staff/session', {}, { email: 'ops@verbalis.test', password });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).not.toBeNull();

    // A burst at once over both processes: each attempt is reserved before its password is checked,
    // so exactly the limit reach the check; the right password after them is refused too.
    await call(
      a,
      'POST',
      '/admin/staff',
      { authorization: `Bearer ${ADMIN_TOKEN}` },
      { email: 'burst@verbalis.test', name: 'Burst', role: 'coordinator', password },
    );
    const burst = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'POST', '/staff/session', {}, { email: 'burst@verbalis.test', password: `wrong password ${i}` }),
      ),
    );
    const statuses = burst.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(145);
    expect((await call(b, 'POST', '/staff/session', {}, { email: 'burst@verbalis.test', password })).status).toBe(429);
  });
});
