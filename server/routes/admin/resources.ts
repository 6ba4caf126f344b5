import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  applications,
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

type ListedTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

function resource(table: ListedTable, exclude: readonly string[] = []) {
  const strip = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !exclude.includes(key)));
  return {
    async list(db: Db, page: { limit: number; offset: number }, where?: SQL) {
      const rows = await db.select().from(table).where(where).orderBy(desc(table.createdAt)).limit(page.limit).offset(page.offset);
      const [total] = await db.select({ n: count() }).from(table).where(where);
      return { rows: rows.map(strip), total: total?.n ?? 0 };
    },
    async get(db: Db, id: string) {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row === undefined ? undefined : strip(row);
    },
  };
}

/** Everything staff can list and read, by URL segment. Token hashes and storage names stay inside. */
export const resources = {
  quotes: resource(quotes),
  bookings: resource(bookings),
  'contact-messages': resource(contactMessages),
  applications: resource(applications),
  'partnership-inquiries': resource(partnershipInquiries),
  projects: resource(projects),
  professionals: resource(professionals),
  offers: resource(offers, ['tokenHash']),
  files: resource(files, ['storageName']),
  outbox: resource(outboxMessages),
} as const;

export type ResourceName = keyof typeof resources;

export function isResourceName(name: string): name is ResourceName {
  return Object.hasOwn(resources, name);
}
