import { createHash, randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { files, quotes } from '@/server/db/schema';
import { startTestS3 } from '@/tests/helpers/s3';
import { formWithFiles } from './support/multipart';
import { quoteContact } from './support/payloads';
import { appForSuite, postgresForFile } from './support/test-app';

/*
 * The S3 bucket stops in the middle of 12 MB uploads and comes back. Every answer is a 201 whose
 * order and file are stored, or a 503 `file_store_unavailable` with Retry-After after which
 * nothing of that request appears; readiness follows the bucket while liveness stays 200.
 */
const postgres = postgresForFile();
const s3 = await startTestS3();
afterAll(() => s3.stop());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** 12 MB of text: three of the S3 client's 5 MB parts, so an outage can cut an upload between parts. */
const document = () =>
  new TextEncoder().encode(
    (
      randomBytes(6_000_000)
        .toString('hex')
        .match(/.{1,60}/g) ?? []
    ).join(' '),
  );

interface Answer {
  email: string;
  sha256: string;
  status: number;
  code?: string;
  retryAfter?: string;
  reference?: string;
}

let sent = 0;
async function upload(app: FastifyInstance): Promise<Answer> {
  sent += 1;
  const email = `upload-${sent}@example.org`;
  const bytes = document();
  const body = {
    calculator: 'document',
    quote: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'contract.txt', words: 100 }] },
    ...quoteContact,
    email,
  };
  const response = await app.inject({ method: 'POST', url: '/api/v1.1/quotes', ...formWithFiles(body, [{ name: 'files', filename: 'contract.txt', bytes }]) });
  const json = response.json();
  const retryAfter = response.headers['retry-after'];
  return {
    email,
    sha256: sha256(bytes),
    status: response.statusCode,
    code: json.error?.code,
    retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
    reference: json.data?.reference,
  };
}

describe('the S3 bucket stopped during uploads', () => {
  const ctx = appForSuite('pglite', postgres, { env: { ...s3.env, UPLOAD_WORKERS: '1' } });

  it('answers 503 file_store_unavailable with Retry-After, stores every 201 and nothing else', { timeout: 240_000 }, async () => {
    const { app } = ctx();
    const health = async (which: 'ready' | 'live') => {
      const response = await app.inject({ method: 'GET', url: `/api/v1.1/health/${which}` });
      return { status: response.statusCode, code: response.json().error?.code };
    };
    const answers: Answer[] = [];

    const before = await Promise.all([upload(app), upload(app)]);
    answers.push(...before);
    expect(before.map((a) => a.status)).toEqual([201, 201]);
    expect(await health('ready')).toEqual({ status: 200, code: undefined });

    // Uploads under way when the bucket stops: each is stored (201) or refused (503), never a 500.
    const requestsBefore = s3.requests();
    const during = Array.from({ length: 4 }, () => upload(app));
    // Stop it once the first of them reached the bucket (its first part is on the way).
    await expect.poll(() => s3.requests(), { timeout: 60_000, interval: 5 }).toBeGreaterThan(requestsBefore);
    await s3.shutDown();
    answers.push(...(await Promise.all(during)));

    // While it is down: every upload is refused, readiness fails, liveness doesn't.
    const whileDown = await Promise.all([upload(app), upload(app)]);
    answers.push(...whileDown);
    expect(whileDown.map((a) => [a.status, a.code, a.retryAfter])).toEqual([
      [503, 'file_store_unavailable', '10'],
      [503, 'file_store_unavailable', '10'],
    ]);
    await expect.poll(() => health('ready'), { timeout: 10_000 }).toEqual({ status: 503, code: 'file_store_unavailable' });
    expect(await health('live')).toEqual({ status: 200, code: undefined });

    await s3.startUp();
    await expect.poll(() => health('ready'), { timeout: 10_000 }).toEqual({ status: 200, code: undefined });
    const after = await Promise.all([upload(app), upload(app)]);
    answers.push(...after);
    expect(after.map((a) => a.status)).toEqual([201, 201]);

    for (const answer of answers) {
      if (answer.status === 201) continue;
      expect([answer.status, answer.code, answer.retryAfter]).toEqual([503, 'file_store_unavailable', '10']);
    }

    // Every 201 has its order and its file, with the bytes sent; no refused request left an order.
    const rows = await app.services.db.select({ email: quotes.email, reference: quotes.reference }).from(quotes);
    const acknowledged = answers.filter((a) => a.status === 201);
    expect(rows.map((r) => r.email).toSorted()).toEqual(acknowledged.map((a) => a.email).toSorted());
    for (const answer of acknowledged) {
      const [quote] = rows.filter((r) => r.email === answer.email);
      expect(quote?.reference).toBe(answer.reference);
      const stored = await app.services.db.select().from(files).innerJoin(quotes, eq(files.ownerId, quotes.id)).where(eq(quotes.email, answer.email));
      expect(stored).toHaveLength(1);
      const bytes = await app.services.storage.open(stored[0]?.files.storageName ?? '');
      expect(bytes === undefined ? undefined : sha256(await buffer(bytes))).toBe(answer.sha256);
    }
    const refused = answers.length - acknowledged.length;
    const referenced = new Set((await app.services.db.select({ key: files.storageName }).from(files)).map((r) => r.key));
    const orphans = (await s3.keys()).filter((key) => !referenced.has(key)).length;
    console.info(`file store outage: ${answers.length} uploads, ${acknowledged.length} stored (201), ${refused} refused (503), ${orphans} orphaned objects`);
    expect(refused).toBeGreaterThanOrEqual(2);
  });
});
