import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitOvershootBound } from '@/server/http/rate-limit-counts';
import { redactLinks } from '@/server/outbox/redact';
import { sampleProfessionals } from '@/server/seed/professionals';
import { startApiProcess, type ApiProcess } from '@/tests/helpers/api-process';
import { startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';
import { sleep, until } from '@/tests/helpers/until';
import { contactForm, quoteContact } from './support/payloads';
import { postgresForFile } from './support/test-app';

/*
 * Two API processes, as on two machines: one PostgreSQL, each its own port and data folder,
 * both seeding at start-up, both running the assignment tick and the outbox, both sending mail
 * to one SMTP server. Everything is checked over HTTP and in the database.
 */

const postgres = postgresForFile();
const RATE_LIMIT_MAX = 4;
const documentInput = { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta', words: 300 }] };

describe('two API processes on one PostgreSQL', () => {
  let servers: ApiProcess[] = [];
  let sink: SmtpSink;
  let sql: pg.Client;
  const folders: string[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    const url = await (await postgres()).createDatabase();
    sql = new pg.Client({ connectionString: url });
    await sql.connect();
    const env = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-two-processes-'));
      folders.push(dataDir);
      return {
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '5',
        DATA_DIR: dataDir,
        AUTO_SEED: 'true',
        SEED_SAMPLES: 'true',
        SMTP_URL: sink.url,
        OUTBOX_INTERVAL_MS: '100',
        ASSIGNMENT_TICK_MS: '100',
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        // Each test speaks for its own client address through X-Forwarded-For, as behind one proxy.
        TRUST_PROXY: '1',
        SITE_URL: 'https://www.verbalis.test',
        UPLOAD_WORKERS: '1',
      };
    };
    // Started together on the empty database: both race to migrate and seed.
    const started = await Promise.allSettled([startApiProcess(env()), startApiProcess(env())]);
    servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    for (const s of started) if (s.status === 'rejected') throw s.reason;
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await sql?.end();
    await sink?.close();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  const server = (i: number): ApiProcess => {
    const found = servers[i % 2];
    if (found === undefined) throw new Error('the API processes are not running');
    return found;
  };
  const post = (i: number, route: string, body: object, client: string) =>
    fetch(`${server(i).url}/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    });
  const count = async (query: string, params: unknown[] = []) => (await sql.query<{ n: number }>(query, params)).rows[0]?.n;

  /** A quote request through process i; its project's id and reference once the project exists. */
  async function requestQuote(i: number, client: string): Promise<{ id: string; reference: string }> {
    const response = await post(i, 'quotes', { calculator: 'document', quote: documentInput, ...quoteContact }, client);
    expect(response.status).toBe(201);
    const { data }: { data: { reference: string; orderToken: string } } = await response.json();
    // Only an order its client confirmed becomes a project; confirmed through the other process.
    const confirmed = await fetch(`${server(i + 1).url}/orders/${data.orderToken}/confirm`, { method: 'POST', headers: { 'x-forwarded-for': client } });
    expect(confirmed.status).toBe(200);
    const { rows } = await sql.query<{ id: string; reference: string }>(
      'SELECT p.id, p.reference FROM projects p JOIN quotes q ON q.id = p.source_id WHERE q.reference = $1',
      [data.reference],
    );
    const project = rows[0];
    if (project === undefined) throw new Error(`no project for quote ${data.reference}`);
    return project;
  }

  it('seed the empty database once', async () => {
    expect(await count('SELECT count(*)::int AS n FROM catalog_snapshots')).toBe(1);
    expect(await count('SELECT count(DISTINCT email)::int AS n FROM professionals')).toBe(sampleProfessionals.length);
    expect(await count('SELECT count(*)::int AS n FROM professionals')).toBe(sampleProfessionals.length);
    const seeders = servers.filter((s) => s.output().includes('seeded an empty database'));
    expect(seeders).toHaveLength(1);
  });

  it('count one rate limit across both: after RATE_LIMIT_MAX posts alternating between them, the next is 429 on either', async () => {
    const client = '198.51.100.21';
    for (let i = 0; i < RATE_LIMIT_MAX; i += 1) {
      const response = await post(i, 'contact-messages', { ...contactForm, email: `limit-${i}@example.org` }, client);
      expect(response.status).toBe(201);
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(RATE_LIMIT_MAX - 1 - i));
    }
    for (const i of [0, 1]) {
      const refused = await post(i, 'contact-messages', contactForm, client);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    }
    // Another address is not affected.
    expect((await post(1, 'contact-messages', contactForm, '198.51.100.22')).status).toBe(201);
    expect(await count("SELECT count(*)::int AS n FROM contact_messages WHERE email LIKE 'limit-%'")).toBe(RATE_LIMIT_MAX);
  });

  it('count one estimate limit across both, written in batches: a client alternating between them gets at most the limit plus the documented bound', async () => {
    // RATE_LIMIT_ESTIMATE_MAX's default, 30 × RATE_LIMIT_MAX: large enough that each process lets hits through before writing them.
    const max = 30 * RATE_LIMIT_MAX;
    const bound = rateLimitOvershootBound(max, 2);
    expect(bound).toBeGreaterThan(0);
    const client = '198.51.100.23';
    const admittedBy = [0, 0];
    const statuses: number[] = [];
    // Three times the limit, in waves of 20 at once, each wave split between the two processes.
    for (let wave = 0; wave < (3 * max) / 20; wave += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const response = await post(wave + i, 'quotes/estimate', { calculator: 'document', input: documentInput }, client);
          await response.arrayBuffer();
          if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
          return { status: response.status, process: (wave + i) % 2 };
        }),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        if (answer.status === 200) admittedBy[answer.process] = (admittedBy[answer.process] ?? 0) + 1;
      }
    }
    const admitted = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(admitted).toBeGreaterThanOrEqual(max);
    expect(admitted).toBeLessThanOrEqual(max + bound);
    // Both let the client through: separate counts would have let it through twice the limit.
    expect(admittedBy.every((n) => n > 0)).toBe(true);
    // Every write of the counts was answered (a count that fails lets requests through, and the bound would not hold).
    for (const s of servers) expect(s.output()).not.toContain('rate limit not counted');
  });

  it('send one offer wave per project, whichever process ticks', async () => {
    // Sent at once, half to each: both processes kick their tick after each, while their timers run too.
    const projects = await Promise.all(Array.from({ length: 8 }, (_, i) => requestQuote(i, `198.51.100.${30 + i}`)));
    const ids = projects.map((p) => p.id);
    await until('a wave for every project', async () =>
      (await count("SELECT count(*)::int AS n FROM projects WHERE id = ANY($1) AND status = 'offering'", [ids])) === ids.length ? true : undefined,
    );
    // Both processes keep ticking every 100 ms; another second of ticks must send nothing more.
    await sleep(1_000);
    const { rows } = await sql.query<{ project_id: string; offers: number; professionals: number; max_wave: number }>(
      'SELECT project_id, count(*)::int AS offers, count(DISTINCT professional_id)::int AS professionals, max(wave)::int AS max_wave FROM offers WHERE project_id = ANY($1) GROUP BY project_id',
      [ids],
    );
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) expect(row).toMatchObject({ offers: 3, professionals: 3, max_wave: 1 });
    expect(await count("SELECT count(*)::int AS n FROM assignment_events WHERE project_id = ANY($1) AND kind = 'wave-sent'", [ids])).toBe(ids.length);
    expect(await count('SELECT count(*)::int AS n FROM projects WHERE id = ANY($1) AND waves = 1', [ids])).toBe(ids.length);
  });

  it('let one of two concurrent accepts of a project win, through different processes', async () => {
    const project = await requestQuote(0, '198.51.100.41');
    // The offer links, as the professionals receive them by mail (sent by either process).
    const tokens = await until('the offer mails', async () => {
      const links = sink.received
        .filter((mail) => mail.subject.includes(project.reference))
        .flatMap((mail) => [...mail.text.matchAll(/\?offer=([A-Za-z0-9_-]{43})/g)].map((m) => m[1] ?? ''));
      return links.length === 3 ? links : undefined;
    });
    const accept = (i: number, token: string) =>
      fetch(`${server(i).url}/offers/${token}/accept`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.42' },
      });
    const answers = await Promise.all([accept(0, tokens[0] ?? ''), accept(1, tokens[1] ?? '')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409);
    expect(((await loser?.json()) as { error: { code: string } }).error.code).toBe('offer_taken');
    expect(await count("SELECT count(*)::int AS n FROM offers WHERE project_id = $1 AND status = 'accepted'", [project.id])).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM assignment_events WHERE project_id = $1 AND kind = 'project-assigned'", [project.id])).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM projects WHERE id = $1 AND status = 'assigned'", [project.id])).toBe(1);
  });

  it('deliver one email per outbox row', async () => {
    // Sent at once, half to each: both kick their outbox job after each, while their timers run too.
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(i, 'contact-messages', { ...contactForm, email: `mail-${i}@example.org` }, `198.51.100.${50 + i}`)),
    );
    expect(sent.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 201));
    const rows = await until('every outbox row to be sent', async () => {
      const { rows } = await sql.query<{ recipient: string; subject: string; text: string; status: string }>(
        'SELECT recipient, subject, text, status FROM outbox_messages',
      );
      return rows.every((r) => r.status === 'sent') && sink.received.length >= rows.length ? rows : undefined;
    });
    // Both outbox jobs run every 100 ms: wait for a few more runs, then nothing may have come twice.
    await sleep(500);
    // Every submission of this suite wrote mail: confirmations, staff notices, offers, assignment notices.
    expect(rows.length).toBeGreaterThan(30);
    expect(sink.received).toHaveLength(rows.length);
    // The stored copy keeps no live link once sent: the mail is compared with its links redacted.
    const normalise = (text: string) => redactLinks(text.replace(/\r\n/g, '\n').trim());
    for (const row of rows) {
      const copies = sink.received.filter(
        (mail) => mail.to.includes(row.recipient) && mail.subject === row.subject && normalise(mail.text) === normalise(row.text),
      );
      expect(copies, `${row.recipient}: ${row.subject}`).toHaveLength(1);
    }
  });
});
