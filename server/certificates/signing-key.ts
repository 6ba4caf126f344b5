import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { site } from '@/lib/site';
import type { Db } from '../db/database';
import { signingKeys } from '../db/schema';
import type { ServerEnv } from '../env';
import { makeDevelopmentKey } from '../orders/certificate-worker-pool';

export interface SigningKey {
  p12: Uint8Array;
  passphrase: string;
  /** The self-signed development key: the certificate says so. */
  development: boolean;
}

const DEVELOPMENT = 'development';

async function storedDevelopmentKey(db: Db): Promise<SigningKey | undefined> {
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, DEVELOPMENT));
  return row === undefined ? undefined : { p12: new Uint8Array(Buffer.from(row.p12, 'base64')), passphrase: row.passphrase, development: true };
}

/**
 * The key certified translations are signed with: the configured P12 (CERTIFICATE_P12_FILE), or
 * the development key kept in the database. The first process to need it makes it and inserts it
 * if no other did meanwhile (insert-or-keep on the name), then every process reads the one row,
 * so all of them sign with the same key.
 */
export async function signingKey(env: Pick<ServerEnv, 'CERTIFICATE_SIGNING'>, db: Db, now: Date): Promise<SigningKey> {
  if (env.CERTIFICATE_SIGNING !== undefined) return { ...env.CERTIFICATE_SIGNING, development: false };
  const stored = await storedDevelopmentKey(db);
  if (stored !== undefined) return stored;
  const passphrase = randomBytes(24).toString('base64url');
  const p12 = await makeDevelopmentKey(site.legalName, passphrase, now);
  await db
    .insert(signingKeys)
    .values({ name: DEVELOPMENT, p12: Buffer.from(p12).toString('base64'), passphrase, createdAt: now })
    .onConflictDoNothing();
  const kept = await storedDevelopmentKey(db);
  if (kept === undefined) throw new Error('The development signing key was not stored');
  return kept;
}
