import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminContract, recordRoutes, type AdminResponseData, type AdminRouteName } from '@/lib/api/contract/admin';
import {
  applications,
  assignmentEvents,
  bookings,
  contactMessages,
  files,
  offers,
  outboxMessages,
  partnershipInquiries,
  professionals,
  projects,
  quotes,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { redactLinks } from '../../outbox/redact';
import { auditFor } from '../../staff/audit';
import type { RoutePlugin } from '../types';
import { adminAnswer, adminPage, adminRoute, pathParams, queryOf } from './contract-route';
import { countRows, fileColumns, fileOwnerReference, matching, offerColumns, pastDeadline } from './resources';

type Names = (typeof recordRoutes)[keyof typeof recordRoutes];
/** Every list's query has paging; some have filters. */
type RecordQuery = { limit: number; offset: number; status?: string; kind?: string; q?: string };

/** How a table is read; what it reads is typed by the contract's entries for its list and its records. */
interface Reader<L extends AdminRouteName, G extends AdminRouteName> {
  list(query: RecordQuery): Promise<{ rows: AdminResponseData<L>; total: number }>;
  get(id: string): Promise<AdminResponseData<G> | undefined>;
}

/** Records a read of a table whose reading is itself audited (the outbox): who read which page or record. */
type ReadAudit = (request: FastifyRequest, recordId: string | null, what: Record<string, unknown>) => Promise<void>;

/** `GET admin/<table>` and `GET admin/<table>/{id}`. */
function readRoutes<L extends Names['list'], G extends Names['get']>(
  app: FastifyInstance,
  names: { list: L; get: G },
  noun: string,
  reader: Reader<L, G>,
  audit?: ReadAudit,
): void {
  const { list, get } = names;
  adminRoute(app, list, async (request) => {
    const query = queryOf<RecordQuery>(adminContract[list].query, request);
    const { rows, total } = await reader.list(query);
    await audit?.(request, null, { query, total });
    return adminPage(list, rows, { limit: query.limit, offset: query.offset, total });
  });
  adminRoute(app, get, async (request) => {
    const { id } = pathParams(adminContract[get].params, request, (sent) => notFound(`There is no ${noun} ${sent.id ?? ''}.`));
    const row = await reader.get(id);
    if (row === undefined) throw notFound(`There is no ${noun} ${id}.`);
    await audit?.(request, id, {});
    return adminAnswer(get, row);
  });
}

/** `status = …` on a table's status column (any text: an unknown status lists nothing). */
const statusIs = (column: AnyPgColumn, status: string | undefined): SQL | undefined => (status === undefined ? undefined : sql`${column} = ${status}`);

/** A professional is `active` or `paused` (any other status lists nothing). */
const professionalStatus = (status: string | undefined): SQL | undefined =>
  status === undefined ? undefined : status === 'active' || status === 'paused' ? eq(professionals.active, status === 'active') : sql`false`;

/** Rows where any of `fields` contains `q`, in any case and with or without accents (no filter without `q`). */
const search = (q: string | undefined, fields: (AnyPgColumn | SQL)[]): SQL | undefined =>
  q === undefined ? undefined : or(...fields.map((field) => matching(field, q)));

/** A JSON document's text field, for searching. */
const jsonText = (column: AnyPgColumn, key: string): SQL => sql`(${column} ->> ${key})`;

/** Everything staff can list and read, one table per URL segment. */
export const recordRoutesPlugin: RoutePlugin = async (app, { services }) => {
  const { db } = services;
  /** Offers as staff read them, with their professional's name (`offerColumns`). */
  const offersWithNames = () => db.select(offerColumns).from(offers).innerJoin(professionals, eq(offers.professionalId, professionals.id));
  const attachedFiles = (ownerId: string) => db.select(fileColumns).from(files).where(eq(files.ownerId, ownerId)).orderBy(desc(files.createdAt)).limit(200);
  /** Rows (newest first) and the total, for a page of a list. */
  const page = async <Row>(rows: Promise<Row[]>, total: Promise<number>) => ({ rows: await rows, total: await total });

  readRoutes(app, recordRoutes.quotes, 'quote', {
    list: (q) => {
      const where = search(q.q, [quotes.reference, quotes.email]);
      return page(db.select().from(quotes).where(where).orderBy(desc(quotes.createdAt)).limit(q.limit).offset(q.offset), countRows(db, quotes, where));
    },
    get: async (id) => {
      const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
      return row === undefined ? undefined : { ...row, files: await attachedFiles(id) };
    },
  });
  readRoutes(app, recordRoutes.bookings, 'booking', {
    list: (q) => {
      const where = search(q.q, [bookings.reference, bookings.email]);
      return page(db.select().from(bookings).where(where).orderBy(desc(bookings.createdAt)).limit(q.limit).offset(q.offset), countRows(db, bookings, where));
    },
    get: async (id) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0],
  });
  readRoutes(app, recordRoutes['contact-messages'], 'contact message', {
    list: (q) => {
      const where = search(q.q, [contactMessages.reference, contactMessages.email, jsonText(contactMessages.body, 'name')]);
      return page(
        db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt)).limit(q.limit).offset(q.offset),
        countRows(db, contactMessages, where),
      );
    },
    get: async (id) => (await db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0],
  });
  readRoutes(app, recordRoutes.applications, 'application', {
    list: (q) => {
      const where = and(
        statusIs(applications.status, q.status),
        search(q.q, [applications.reference, applications.email, jsonText(applications.body, 'name')]),
      );
      return page(
        db.select().from(applications).where(where).orderBy(desc(applications.createdAt)).limit(q.limit).offset(q.offset),
        countRows(db, applications, where),
      );
    },
    get: async (id) => {
      const [row] = await db.select().from(applications).where(eq(applications.id, id));
      return row === undefined ? undefined : { ...row, files: await attachedFiles(id) };
    },
  });
  readRoutes(app, recordRoutes['partnership-inquiries'], 'partnership inquiry', {
    list: (q) => {
      const where = search(q.q, [
        partnershipInquiries.reference,
        partnershipInquiries.email,
        jsonText(partnershipInquiries.body, 'organisation'),
        jsonText(partnershipInquiries.body, 'contactPerson'),
      ]);
      return page(
        db.select().from(partnershipInquiries).where(where).orderBy(desc(partnershipInquiries.createdAt)).limit(q.limit).offset(q.offset),
        countRows(db, partnershipInquiries, where),
      );
    },
    get: async (id) => (await db.select().from(partnershipInquiries).where(eq(partnershipInquiries.id, id)))[0],
  });
  readRoutes(app, recordRoutes.projects, 'project', {
    list: (q) => {
      // `overdue`: open past the deadline, the most overdue first.
      const overdue = q.status === 'overdue';
      const where = and(
        overdue ? pastDeadline(services.now()) : statusIs(projects.status, q.status),
        search(q.q, [projects.reference, jsonText(projects.clientContact, 'name'), jsonText(projects.clientContact, 'email')]),
      );
      const order = overdue ? [asc(projects.deadline), asc(projects.id)] : [desc(projects.createdAt)];
      return page(
        db
          .select()
          .from(projects)
          .where(where)
          .orderBy(...order)
          .limit(q.limit)
          .offset(q.offset),
        countRows(db, projects, where),
      );
    },
    get: async (id) => {
      const [row] = await db.select().from(projects).where(eq(projects.id, id));
      if (row === undefined) return undefined;
      const projectOffers = await offersWithNames().where(eq(offers.projectId, id)).orderBy(desc(offers.createdAt)).limit(200);
      const events = await db.select().from(assignmentEvents).where(eq(assignmentEvents.projectId, id)).orderBy(asc(assignmentEvents.id));
      return { ...row, offers: projectOffers, events };
    },
  });
  readRoutes(app, recordRoutes.professionals, 'professional', {
    list: (q) => {
      const where = and(professionalStatus(q.status), search(q.q, [professionals.name, professionals.email]));
      return page(
        db.select().from(professionals).where(where).orderBy(desc(professionals.createdAt)).limit(q.limit).offset(q.offset),
        countRows(db, professionals, where),
      );
    },
    get: async (id) => (await db.select().from(professionals).where(eq(professionals.id, id)))[0],
  });
  readRoutes(app, recordRoutes.offers, 'offer', {
    list: (q) => {
      const where = statusIs(offers.status, q.status);
      return page(offersWithNames().where(where).orderBy(desc(offers.createdAt)).limit(q.limit).offset(q.offset), countRows(db, offers, where));
    },
    get: async (id) => (await offersWithNames().where(eq(offers.id, id)))[0],
  });
  readRoutes(app, recordRoutes.files, 'file', {
    list: (q) => {
      const where = search(q.q, [files.originalName, fileOwnerReference]);
      return page(
        db
          .select({ ...fileColumns, ownerReference: fileOwnerReference })
          .from(files)
          .where(where)
          .orderBy(desc(files.createdAt))
          .limit(q.limit)
          .offset(q.offset),
        countRows(db, files, where),
      );
    },
    get: async (id) => (await db.select(fileColumns).from(files).where(eq(files.id, id)))[0],
  });
  // Mail bodies carry the client's and the professional's links until sent: the staff view shows them redacted, and every read is audited.
  const shown = <Row extends { text: string }>(row: Row): Row => ({ ...row, text: redactLinks(row.text) });
  const auditOutboxRead: ReadAudit = (request, recordId, what) =>
    services.database.write((tx) => auditFor(request)(tx, { action: 'outbox.read', resource: 'outbox', recordId, before: null, after: what }));
  readRoutes(
    app,
    recordRoutes.outbox,
    'outbox message',
    {
      list: (q) => {
        const where = and(
          statusIs(outboxMessages.status, q.status),
          q.kind === undefined ? undefined : eq(outboxMessages.kind, q.kind),
          search(q.q, [outboxMessages.recipient, outboxMessages.subject]),
        );
        return page(
          db
            .select()
            .from(outboxMessages)
            .where(where)
            .orderBy(desc(outboxMessages.createdAt))
            .limit(q.limit)
            .offset(q.offset)
            .then((rows) => rows.map(shown)),
          countRows(db, outboxMessages, where),
        );
      },
      get: async (id) => (await db.select().from(outboxMessages).where(eq(outboxMessages.id, id))).map(shown)[0],
    },
    auditOutboxRead,
  );
};
