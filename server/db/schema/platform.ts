import { customType, index, integer, json, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The catalog and price tables the API serves; the newest row wins. `json`, not `jsonb`, so
 * the documents come back exactly as they were loaded, key order included.
 */
export const catalogSnapshots = pgTable('catalog_snapshots', {
  id: serial('id').primaryKey(),
  catalog: json('catalog').notNull(),
  priceTables: json('price_tables').notNull(),
  source: text('source').notNull(),
  createdAt: createdAt(),
});

/** An uploaded file; its bytes are in the file store (`server/files/store.ts`) under `storage_name`. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKind: text('owner_kind', { enum: ['quote', 'application', 'delivery', 'certificate'] }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageName: text('storage_name').notNull().unique(),
    words: integer('words'),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerKind, t.ownerId)],
);

/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both become a Buffer (no copy). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The bytes of stored files with the database backend, in pieces of FILE_CHUNK_BYTES, written in
 * the transaction that writes the `files` row. A chunk can't outlive its row: deleting the row
 * deletes its chunks.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileKey: text('file_key')
      .notNull()
      .references(() => files.storageName, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileKey, t.seq] })],
);

/** Transactional outbox: written in the same transaction as the event it reports. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Links back to what the message is about (quote, booking, project, offer...). */
    refs: jsonb('refs').notNull().default({}),
    /** `held`: written for a quarantined submission, sent only if staff release it. */
    status: text('status', { enum: ['held', 'pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Responses remembered per Idempotency-Key, so a retried POST stores nothing twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_created_at_idx').on(t.createdAt)],
);

/**
 * Rate-limit counters shared by every API process on PostgreSQL (`http/rate-limit-store.ts`):
 * one row per client key and route group, counting requests until `expires_at`, written by each
 * process in batches (`http/rate-limit-counts.ts`). Expired rows are reset by the next write of
 * that key and deleted by the store's periodic sweep.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_expires_at_idx').on(t.expiresAt)],
);
