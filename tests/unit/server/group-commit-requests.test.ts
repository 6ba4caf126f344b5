import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/server/db/database';
import {
  assignmentEvents,
  auditLog,
  contactMessages,
  fileChunks,
  files,
  offers,
  orderEvents,
  orders,
  outboxMessages,
  projects,
  quotes,
} from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { until } from '@/tests/helpers/until';
import { deliveredOrder } from './support/delivered-order';
import { offerLinks, seedProfessionals } from './support/fixtures';
import { formWithFiles } from './support/multipart';
import { contactForm, quoteContact } from './support/payloads';
import { adminHeaders, buildTestApp, openTestDatabase, postgresForFile, testClock, testEnv } from './support/test-app';

/*
 * Real requests whose writes reach the embedded database in one turn of the event loop, one of
 * them failing in its transaction: every side effect of the others (mail in the outbox, file rows
 * and their bytes, order and assignment events, audit rows, offers) happens once, none of the
 * failed one's does, and no request's unit of work runs twice (which would repeat what it does
 * outside the database, such as the files a quarantine deletion lists for removal). Group commit
 * once put such writes in one transaction and ran them all again when one failed, and this test
 * failed on it: the quarantined file was removed twice.
 *
 * To make them arrive together, the app's `database.write` and `insertRows` are held until every
 * request has reached its write, then handed on in one turn: what requests read together do.
 */

const postgres = postgresForFile();
const prefix = '/api/v1.1';
const acta = new TextEncoder().encode('Acta de nacimiento completa');
const documentQuote = { service: 'standard', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'acta.txt', words: 4 }] };

/** `database` whose writes can be held and released together; counts how often each unit of work runs. */
function heldWrites(database: Database) {
  let holding = false;
  let held: (() => void)[] = [];
  const runs: number[] = [];
  const hold = <T>(start: () => Promise<T>): Promise<T> =>
    holding ? new Promise<T>((resolve, reject) => held.push(() => void start().then(resolve, reject))) : start();
  const gated: Database = {
    ...database,
    write: (work) => {
      if (!holding) return database.write(work);
      const unit = runs.push(0) - 1;
      return hold(() =>
        database.write((tx: Db) => {
          runs[unit] = (runs[unit] ?? 0) + 1;
          return work(tx);
        }),
      );
    },
    insertRows: (rows) => hold(() => database.insertRows(rows)),
  };
  return {
    gated,
    runs,
    held: () => held.length,
    hold() {
      holding = true;
    },
    /** Hands every held write to the group commit at once, in this turn. */
    release() {
      holding = false;
      const starts = held;
      held = [];
      for (const start of starts) start();
    },
  };
}

describe('writes of requests that arrive together on the embedded database', () => {
  let database: Database;
  let writes: ReturnType<typeof heldWrites>;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite', postgres);
    await seedProfessionals(database.db);
    writes = heldWrites(database);
    app = await buildTestApp({ env: testEnv(), serveSite: false, database: writes.gated, now: testClock().now });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const inject = (method: 'POST' | 'DELETE', path: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `${prefix}/${path}`, headers, ...(payload === undefined ? {} : { payload }) });

  async function quoteWithFile(email: string, formFillMs = 60_000) {
    const res = await app.inject({
      method: 'POST',
      url: `${prefix}/quotes`,
      ...formWithFiles({ calculator: 'document', quote: documentQuote, ...quoteContact, email, formFillMs }, [
        { name: 'files', filename: 'acta.txt', bytes: acta },
      ]),
    });
    expect(res.statusCode).toBe(201);
    const { reference, orderToken }: { reference: string; orderToken: string } = res.json().data;
    const [row] = await database.db.select().from(orders).where(eq(orders.reference, reference));
    if (row === undefined) throw new Error(`no order ${reference}`);
    return { reference, token: orderToken, orderId: row.id, quoteId: row.sourceId };
  }

  /** A quote confirmed and offered by the tick: its order, project and offer links. */
  async function offeredQuote(email: string) {
    const quote = await quoteWithFile(email);
    expect((await inject('POST', `orders/${quote.token}/confirm`)).statusCode).toBe(200);
    app.services.assignmentJob.kick();
    await app.services.assignmentJob.whenIdle();
    const [order] = await database.db.select().from(orders).where(eq(orders.id, quote.orderId));
    const projectId = order?.projectId ?? '';
    const links = await offerLinks(database.db, projectId);
    expect(links.length).toBeGreaterThan(1);
    return { ...quote, projectId, links };
  }

  const countOf = async (table: Parameters<ReturnType<Db['select']>['from']>[0], where: ReturnType<typeof sql>) =>
    (
      await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(where)
    )[0]?.n ?? -1;
  const mailAbout = (orderId: string) => countOf(outboxMessages, sql`${outboxMessages.refs}->>'orderId' = ${orderId}`);
  const eventsOf = async (orderId: string) =>
    (await database.db.select({ to: orderEvents.toState }).from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id)).map((e) => e.to);
  const auditOf = (action: string, recordId: string) => countOf(auditLog, sql`${auditLog.action} = ${action} AND ${auditLog.recordId} = ${recordId}`);
  const assignmentEventsOf = (projectId: string, kind: string) =>
    countOf(assignmentEvents, sql`${assignmentEvents.projectId} = ${projectId} AND ${assignmentEvents.kind} = ${kind}`);
  const offersOf = async (projectId: string) =>
    (await database.db.select({ status: offers.status }).from(offers).where(eq(offers.projectId, projectId))).map((o) => o.status);

  it('store every side effect of the requests that succeed once, and nothing of the one that fails', async () => {
    // What the grouped requests act on, made one request at a time.
    const toConfirm = await quoteWithFile('confirm@example.org');
    const handedBack = await offeredQuote('hand-back@example.org');
    const [winner] = handedBack.links;
    if (winner === undefined) throw new Error('no offer');
    expect((await inject('POST', `offers/${winner.token}/accept`)).statusCode).toBe(200);
    const toCancel = await offeredQuote('cancel@example.org');
    const quarantined = await quoteWithFile('held@example.org', 900);
    const [heldFile] = await database.db
      .select()
      .from(files)
      .where(and(eq(files.ownerKind, 'quote'), eq(files.ownerId, quarantined.quoteId)));
    if (heldFile === undefined) throw new Error('the quarantined quote has no file');
    const delivered = await deliveredOrder(app);

    const mailBefore = {
      confirm: await mailAbout(toConfirm.orderId),
      handBack: await mailAbout(handedBack.orderId),
      cancel: await mailAbout(toCancel.orderId),
      returned: await mailAbout(delivered.orderId),
    };
    const removed = vi.spyOn(app.services.storage, 'removeDeleted');

    writes.hold();
    const succeeding = Promise.all([
      inject('POST', `orders/${toConfirm.token}/confirm`),
      inject('POST', `offers/${winner.token}/hand-back`, { reason: 'A family emergency.' }),
      inject('POST', `orders/${toCancel.token}/cancel`),
      inject('DELETE', `admin/quotes/${quarantined.quoteId}`, undefined, adminHeaders),
      inject('POST', `admin/orders/${delivered.orderId}/return`, { comment: 'The seal is not described.' }, adminHeaders),
      app.inject({
        method: 'POST',
        url: `${prefix}/quotes`,
        ...formWithFiles({ calculator: 'document', quote: documentQuote, ...quoteContact, email: 'new-quote@example.org' }, [
          { name: 'files', filename: 'acta.txt', bytes: acta },
        ]),
      }),
      inject('POST', 'contact-messages', { ...contactForm, email: 'grouped@example.org' }),
    ]);
    await until('the seven requests at their writes', async () => (writes.held() === 7 ? true : undefined));
    // The client's second click, last in the batch, so that every other unit has run in the
    // transaction when it fails there (the order is offering by then).
    const failing = inject('POST', `orders/${toConfirm.token}/confirm`);
    await until('the second click at its write', async () => (writes.held() === 8 ? true : undefined));
    writes.release();
    const [confirmed, handBack, cancelled, deleted, returned, quote, contact] = await succeeding;
    const secondClick = await failing;

    // Each unit of work ran once (the contact message's rows are data, merged with any others).
    expect(writes.runs).toEqual(Array.from({ length: 7 }, () => 1));
    expect([confirmed, handBack, cancelled, deleted, returned].map((r) => r?.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect([quote, contact].map((r) => r?.statusCode)).toEqual([201, 201]);
    expect(secondClick?.statusCode).toBe(409);
    expect(secondClick?.json().error.code).toBe('invalid_transition');

    // The confirmation: its two moves and the client's email once, the failed second click nothing.
    expect(await eventsOf(toConfirm.orderId)).toEqual(['requested', 'confirmed', 'offering']);
    expect((await mailAbout(toConfirm.orderId)) - mailBefore.confirm).toBe(1);
    expect(await countOf(projects, sql`${projects.sourceId} = ${toConfirm.quoteId}`)).toBe(1);

    // The hand-back: the offer handed back, the order re-offered, the project's event, staff told, once each.
    expect((await offersOf(handedBack.projectId)).filter((status) => status === 'handed_back')).toHaveLength(1);
    expect((await eventsOf(handedBack.orderId)).slice(-2)).toEqual(['assigned', 'offering']);
    expect(await assignmentEventsOf(handedBack.projectId, 'project-handed-back')).toBe(1);
    expect((await mailAbout(handedBack.orderId)) - mailBefore.handBack).toBe(1);

    // The cancellation: every pending offer withdrawn, the order cancelled and the client told, once.
    expect(new Set(await offersOf(toCancel.projectId))).toEqual(new Set(['superseded']));
    expect((await eventsOf(toCancel.orderId)).filter((to) => to === 'cancelled')).toHaveLength(1);
    expect(await assignmentEventsOf(toCancel.projectId, 'project-cancelled')).toBe(1);
    expect((await mailAbout(toCancel.orderId)) - mailBefore.cancel).toBe(1);

    // The quarantined quote's deletion: rows, bytes and held mail gone, its audit row once, its object removed once.
    expect(await database.db.select().from(quotes).where(eq(quotes.id, quarantined.quoteId))).toEqual([]);
    expect(await database.db.select().from(files).where(eq(files.id, heldFile.id))).toEqual([]);
    expect(await countOf(fileChunks, sql`${fileChunks.fileKey} = ${heldFile.storageName}`)).toBe(0);
    expect(await countOf(outboxMessages, sql`${outboxMessages.refs}->>'quoteId' = ${quarantined.quoteId}`)).toBe(0);
    expect(await auditOf('quarantine.delete', quarantined.quoteId)).toBe(1);
    expect(removed.mock.calls.flatMap(([names]) => names)).toEqual([heldFile.storageName]);

    // The return: the order's event, the audit row and the professional's email, once.
    expect((await eventsOf(delivered.orderId)).filter((to) => to === 'returned')).toHaveLength(1);
    expect(await auditOf('order.return', delivered.orderId)).toBe(1);
    expect((await mailAbout(delivered.orderId)) - mailBefore.returned).toBe(2);

    // The new quote: its file row with its bytes, its order and its two emails, once.
    const { reference } = quote?.json().data as { reference: string };
    const [newOrder] = await database.db.select().from(orders).where(eq(orders.reference, reference));
    if (newOrder === undefined) throw new Error('the new quote has no order');
    const newFiles = await database.db
      .select()
      .from(files)
      .where(and(eq(files.ownerKind, 'quote'), eq(files.ownerId, newOrder.sourceId)));
    expect(newFiles).toHaveLength(1);
    expect(
      await database.db
        .select({ seq: fileChunks.seq })
        .from(fileChunks)
        .where(eq(fileChunks.fileKey, newFiles[0]?.storageName ?? '')),
    ).toHaveLength(1);
    expect(await eventsOf(newOrder.id)).toEqual(['requested']);
    expect(await mailAbout(newOrder.id)).toBe(2);

    // The contact message (merged rows): the row and its two emails, once.
    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.email, 'grouped@example.org'))).toHaveLength(1);
    expect(await countOf(outboxMessages, sql`${outboxMessages.recipient} = 'grouped@example.org'`)).toBe(1);

    // No file row without its bytes, and no bytes without their row.
    expect(await countOf(files, sql`NOT EXISTS (SELECT 1 FROM ${fileChunks} WHERE ${fileChunks.fileKey} = ${files.storageName})`)).toBe(0);
    expect(await countOf(outboxMessages, sql`${outboxMessages.recipient} = 'new-quote@example.org'`)).toBe(1);
  });
});
