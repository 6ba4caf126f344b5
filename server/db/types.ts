import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The Drizzle database, whichever driver is behind it. Transactions have this type too. In a
 * module of its own so that the write helpers `database.ts` uses can name it without importing it.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
