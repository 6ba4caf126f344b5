import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '@/tests/helpers/api-process';
import { startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';
import { sleep, until } from '@/tests/helpers/until';
import { quoteContact } from './support/payloads';
import { postgresForFile } from './support/test-app';

/*
 * The moves that touch an order, its project and its offers together, raced through two API
 * processes on one PostgreSQL: each pair of client, staff and professional actions that can meet
 * is sent at once, many times, and after each trial the three records must agree (a cancelled
 * order has a cancelled project and no live offer; an assigned one has its professional).
 */

const postgres = postgresForFile();
const ADMIN_TOKEN = 'race-admin-token-0123456789';
const TRIALS = 8;
const documentInput = { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta', words: 300 }] };

interface Records {
  order: string;
  project: string | null;
  professional: string | null;
  offers: Record<string, number>;
}

describe('racing moves of an order, its project and its offers, through two processes on PostgreSQL', () => {
  const servers: ApiProcess[] = [];
  let sink: SmtpSink;
  let sql: pg.Pool;
  const folders: string[] = [];
  let clients = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const url = await (await postgres()).createDatabase();
    sql = new pg.Pool({ connectionString: url, max: 4 });
    const env = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-races-'));
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
        RATE_LIMIT_MAX: '100000',
        TRUST_PROXY: '1',
        SITE_URL: 'https://www.verbalis.test',
        UPLOAD_WORKERS: '1',
        ADMIN_TOKEN,
      };
    };
    // One first, so the second finds the database migrated and seeded.
    servers.push(await startApiProcess(env()));
    servers.push(await startApiProcess(env()));
  }, 240_000);

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
  const nextClient = () => {
    clients += 1;
    return `198.51.${100 + Math.floor(clients / 250)}.${clients % 250}`;
  };
  const send = (i: number, route: string, options: { body?: object; bearer?: string } = {}) =>
    fetch(`${server(i).url}/${route}`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': nextClient(),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.bearer === undefined ? {} : { authorization: `Bearer ${options.bearer}` }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  const confirm = (i: number, token: string) => send(i, `orders/${token}/confirm`);
  const cancel = (i: number, token: string) => send(i, `orders/${token}/cancel`);
  const accept = (i: number, offer: string) => send(i, `offers/${offer}/accept`, { bearer: offer });
  const handBack = (i: number, offer: string) => send(i, `offers/${offer}/hand-back`, { bearer: offer, body: { reason: 'A family emergency.' } });
  const staff = (i: number, projectId: string, action: 'cancel' | 'rerun') => send(i, `admin/projects/${projectId}/${action}`, { bearer: ADMIN_TOKEN });

  /** A quote request: the client's order token and the quote's reference. */
  async function requestQuote(): Promise<{ token: string; reference: string }> {
    const response = await send(0, 'quotes', { body: { calculator: 'document', quote: documentInput, ...quoteContact } });
    expect(response.status).toBe(201);
    const { data }: { data: { reference: string; orderToken: string } } = await response.json();
    return { token: data.orderToken, reference: data.reference };
  }

  async function records(reference: string): Promise<Records> {
    const { rows } = await sql.query<{ state: string; project_id: string | null; status: string | null; professional_id: string | null }>(
      `SELECT o.state, o.project_id, p.status, p.professional_id
         FROM orders o JOIN quotes q ON q.id = o.source_id LEFT JOIN projects p ON p.id = o.project_id
        WHERE q.reference = $1`,
      [reference],
    );
    const row = rows[0];
    if (row === undefined) throw new Error(`no order for quote ${reference}`);
    const offers = await sql.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM offers WHERE project_id = $1 GROUP BY status', [
      row.project_id,
    ]);
    return {
      order: row.state,
      project: row.status,
      professional: row.professional_id,
      offers: Object.fromEntries(offers.rows.map((o) => [o.status, o.n])),
    };
  }

  /** A confirmed quote whose first wave of offers went out: the order token, the project and the offer links. */
  async function offeredQuote(): Promise<{ token: string; reference: string; projectId: string; offers: string[] }> {
    const quote = await requestQuote();
    expect((await confirm(1, quote.token)).status).toBe(200);
    const { rows } = await sql.query<{ id: string; reference: string }>(
      'SELECT p.id, p.reference FROM projects p JOIN quotes q ON q.id = p.source_id WHERE q.reference = $1',
      [quote.reference],
    );
    const project = rows[0];
    if (project === undefined) throw new Error(`no project for quote ${quote.reference}`);
    const offers = await until(
      `the offer mails of ${project.reference}`,
      async () => {
        const links = sink.received
          .filter((mail) => mail.subject.includes(project.reference))
          .flatMap((mail) => [...mail.text.matchAll(/\?offer=([A-Za-z0-9_-]{43})/g)].map((m) => m[1] ?? ''));
        return links.length >= 3 ? links : undefined;
      },
      30_000,
    );
    return { ...quote, projectId: project.id, offers };
  }

  /** Both requests at once, each through its own process (which one goes first alternates). */
  async function race(trial: number, first: (i: number) => Promise<Response>, second: (i: number) => Promise<Response>): Promise<number[]> {
    const answers = await Promise.all([first(trial), second(trial + 1)]);
    for (const answer of answers) expect(answer.status, await answer.clone().text()).toBeLessThan(500);
    return answers.map((a) => a.status);
  }

  it('confirm and cancel: a cancelled order leaves no project offering and no live offer', async () => {
    const quotes = await Promise.all(Array.from({ length: TRIALS }, () => requestQuote()));
    const seen = new Set<string>();
    for (const [trial, quote] of quotes.entries()) {
      const statuses = await race(
        trial,
        (i) => confirm(i, quote.token),
        (i) => cancel(i, quote.token),
      );
      // The cancel always wins in the end: from requested, or from offering after the confirmation.
      expect(statuses[1]).toBe(200);
      const after = await records(quote.reference);
      seen.add(statuses[0] === 200 ? 'confirmed first' : 'cancelled first');
      expect(after.order).toBe('cancelled');
      if (after.project !== null) expect(after.project).toBe('cancelled');
      expect(after.offers.pending ?? 0).toBe(0);
    }
    // The ticks keep running: no wave may go to a cancelled project afterwards.
    await sleep(500);
    for (const quote of quotes) expect((await records(quote.reference)).offers.pending ?? 0).toBe(0);
    expect(seen.size).toBeGreaterThan(0);
  });

  it('confirm and confirm: one confirmation and one invoice per order, each with a number of its own', async () => {
    const quotes = await Promise.all(Array.from({ length: TRIALS }, () => requestQuote()));
    const numbers: string[] = [];
    for (const [trial, quote] of quotes.entries()) {
      const statuses = await race(
        trial,
        (i) => confirm(i, quote.token),
        (i) => confirm(i, quote.token),
      );
      expect(statuses.sort()).toEqual([200, 409]);
      const { rows } = await sql.query<{ number: string }>('SELECT i.number FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.reference = $1', [
        quote.reference,
      ]);
      expect(rows).toHaveLength(1);
      numbers.push(...rows.map((row) => row.number));
    }
    expect(new Set(numbers).size).toBe(TRIALS);
  });

  it("client's cancel and a professional's accept: one wins, and nobody holds the job of a cancelled order", async () => {
    const quotes = await Promise.all(Array.from({ length: TRIALS }, () => offeredQuote()));
    for (const [trial, quote] of quotes.entries()) {
      const statuses = await race(
        trial,
        (i) => cancel(i, quote.token),
        (i) => accept(i, quote.offers[0] ?? ''),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const after = await records(quote.reference);
      if (after.order === 'cancelled') {
        expect(after).toMatchObject({ project: 'cancelled', professional: null });
        expect(after.offers.accepted ?? 0).toBe(0);
        expect(after.offers.pending ?? 0).toBe(0);
      } else {
        expect(after).toMatchObject({ order: 'assigned', project: 'assigned' });
        expect(after.offers.accepted).toBe(1);
        expect(after.offers.pending ?? 0).toBe(0);
      }
    }
  });

  it("staff's cancel and a professional's accept: the order and project end cancelled together, with no accepted offer left", async () => {
    const quotes = await Promise.all(Array.from({ length: TRIALS }, () => offeredQuote()));
    for (const [trial, quote] of quotes.entries()) {
      const statuses = await race(
        trial,
        (i) => staff(i, quote.projectId, 'cancel'),
        (i) => accept(i, quote.offers[1] ?? ''),
      );
      // Staff may cancel an assigned project too, so their cancel always stands.
      expect(statuses[0]).toBe(200);
      const after = await records(quote.reference);
      expect(after).toMatchObject({ order: 'cancelled', project: 'cancelled' });
      expect(after.offers.accepted ?? 0).toBe(0);
      expect(after.offers.pending ?? 0).toBe(0);
    }
  });

  it("a professional's hand-back and staff's rerun: the job is offered again, with nobody holding it", async () => {
    const quotes = await Promise.all(Array.from({ length: TRIALS }, () => offeredQuote()));
    for (const quote of quotes) expect((await accept(0, quote.offers[2] ?? '')).status).toBe(200);
    for (const [trial, quote] of quotes.entries()) {
      await race(
        trial,
        (i) => handBack(i, quote.offers[2] ?? ''),
        (i) => staff(i, quote.projectId, 'rerun'),
      );
      const after = await records(quote.reference);
      expect(after.order).toBe('offering');
      expect(['new', 'offering']).toContain(after.project);
      expect(after.professional).toBeNull();
      expect(after.offers.accepted ?? 0).toBe(0);
    }
  });

  it("a professional's hand-back and staff's cancel: a cancelled order keeps no project offering", async () => {
    const quotes = await Promise.all(Array.from({ length: TRIALS }, () => offeredQuote()));
    for (const quote of quotes) expect((await accept(1, quote.offers[0] ?? '')).status).toBe(200);
    for (const [trial, quote] of quotes.entries()) {
      const statuses = await race(
        trial,
        (i) => handBack(i, quote.offers[0] ?? ''),
        (i) => staff(i, quote.projectId, 'cancel'),
      );
      expect(statuses[1]).toBe(200);
      const after = await records(quote.reference);
      expect(after).toMatchObject({ order: 'cancelled', project: 'cancelled', professional: after.professional });
      expect(after.offers.accepted ?? 0).toBe(0);
      expect(after.offers.pending ?? 0).toBe(0);
    }
    await sleep(500);
    for (const quote of quotes) expect((await records(quote.reference)).offers.pending ?? 0).toBe(0);
  });
});
