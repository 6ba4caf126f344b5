import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '@/tests/helpers/api-process';
import { startTestS3, type TestS3 } from '@/tests/helpers/s3';
import { multipart } from './support/multipart';
import { quoteContact } from './support/payloads';
import { ADMIN_TOKEN, postgresForFile } from './support/test-app';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const postgres = postgresForFile();
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.stop();
});

describe.each(['database', 's3'] as const)('two API processes on one PostgreSQL, files in the %s store', (backend) => {
  let one: ApiProcess | undefined;
  let two: ApiProcess | undefined;
  beforeAll(async () => {
    const env = { DATABASE_URL: await (await postgres()).createDatabase(), ADMIN_TOKEN, ...(backend === 's3' ? s3.env : {}) };
    [one, two] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
  });

  it('serves through one process the file a client uploaded through the other', { timeout: 60_000 }, async () => {
    if (one === undefined || two === undefined) throw new Error('The API processes did not start');
    // A 2.5 MB text document: several database chunks, and a multipart upload to S3.
    const text = new TextEncoder().encode(
      (
        randomBytes(1_250_000)
          .toString('hex')
          .match(/.{1,60}/g) ?? []
      ).join(' '),
    );
    const data = {
      calculator: 'document',
      quote: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: [{ name: 'contract.txt', words: 100 }] },
      ...quoteContact,
      email: `two-processes-${backend}@example.org`,
    };
    const form = multipart([
      { name: 'data', value: JSON.stringify(data) },
      { name: 'files', filename: 'contract.txt', bytes: text },
    ]);
    const created = await fetch(`${one.api}/quotes`, { method: 'POST', headers: form.headers, body: new Uint8Array(form.payload) });
    expect(created.status).toBe(201);
    const { reference } = (await created.json()).data;

    const staff = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const listed = await (await fetch(`${two.api}/admin/files?limit=10`, { headers: staff })).json();
    const file = listed.data.find((f: { sizeBytes: number }) => f.sizeBytes === text.length);
    expect(file, `the file of ${reference}, listed by the second process`).toBeDefined();
    const download = await fetch(`${two.api}/admin/files/${file.id}/download`, { headers: staff });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(text.length));
    expect(download.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(text));
    // The bytes are in the shared store, not on either process's disk: the bucket holds the object (with the database backend, none).
    expect(await s3.keys()).toHaveLength(backend === 's3' ? 1 : 0);
  });
});
