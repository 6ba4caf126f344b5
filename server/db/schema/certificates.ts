import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One certified translation as issued: the signed PDF (a `files` row, owner kind `certificate`),
 * its verification code and what `/verify/` shows. A revision issues a new row and marks the one
 * before superseded; staff may revoke one. Rows are never deleted while the order exists.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The delivery round it certifies. */
    deliveryId: uuid('delivery_id').notNull(),
    /** Crockford base32, 15 characters (75 random bits), stored without its reading dashes. */
    code: text('code').notNull().unique(),
    fileId: uuid('file_id').notNull(),
    /** SHA-256 (hex) of the signed PDF as the client downloads it. */
    sha256: text('sha256').notNull(),
    /** What the certificate states (`CertificateRecord`): languages, documents, translator, signature, approval. */
    details: jsonb('details').notNull(),
    issuedAt: at('issued_at').notNull(),
    supersededAt: at('superseded_at'),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('certificates_order_idx').on(t.orderId, t.issuedAt)],
);

/**
 * The development signing key, made once by the first process that needs it (insert-or-keep on
 * the name), so every process signs with the same one. A configured P12 is never stored here.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  /** The PKCS#12 file, base64. */
  p12: text('p12').notNull(),
  passphrase: text('passphrase').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
