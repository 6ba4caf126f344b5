import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import multipartPlugin from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, quotes } from '@/server/db/schema';
import { ConfigurationError } from '@/server/env';
import { installErrorHandling } from '@/server/http/error-handler';
import { closeUploadIntake, createUploadIntake, type UploadIntake } from '@/server/files/intake';
import { HEAD_BYTES, installUploadCleanup, readMultipart } from '@/server/http/multipart';
import { readStored, storedKeys } from './support/stored-files';
import { filesUnder } from './support/hostile-files';
import { formWithFiles, multipart } from './support/multipart';
import { quoteContact } from './support/payloads';
import { appForSuite, postgresForFile, testEnv } from './support/test-app';

const postgres = postgresForFile();
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function quoteBody(names: string[], email: string) {
  return {
    calculator: 'document',
    quote: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: names.map((name) => ({ name, words: 100 })) },
    ...quoteContact,
    email,
  };
}

async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  for (const started = Date.now(); !condition();) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Starts a request on a raw socket and sends only `sent` bytes of its body: the upload stays
 * in flight (holding its share of the budget) until the socket is destroyed.
 */
function startUpload(port: number, body: { payload: Buffer; headers: Record<string, string> }, sent: number): net.Socket {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    `POST /api/v1.1/quotes HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
  );
  socket.write(body.payload.subarray(0, sent));
  return socket;
}

describe('readMultipart', () => {
  let app: FastifyInstance;
  let intake: UploadIntake;
  beforeAll(async () => {
    intake = await createUploadIntake(testEnv());
    app = Fastify();
    installErrorHandling(app);
    await app.register(multipartPlugin);
    installUploadCleanup(app);
    app.post('/echo', async (request) => {
      const form = await readMultipart(request, intake);
      // The temporary files exist while the handler runs.
      return { body: form.body, files: form.files.map(({ path: file, head, ...part }) => ({ ...part, exists: fs.existsSync(file), head: head.length })) };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await closeUploadIntake(intake);
  });

  it('streams each file to the incoming folder with its sha256 and size, keeping only its head in memory', async () => {
    const big = new Uint8Array(300 * 1024).map((_, i) => i % 251);
    const small = new TextEncoder().encode('Acta de nacimiento');
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      ...multipart([
        { name: 'data', value: JSON.stringify({ calculator: 'document' }) },
        { name: 'files', filename: 'scan.bin', bytes: big },
        { name: 'files', filename: 'acta.txt', bytes: small },
        { name: 'note', value: 'plain field' },
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      body: { calculator: 'document', note: 'plain field' },
      files: [
        { field: 'files', filename: 'scan.bin', size: big.length, sha256: sha256(big), exists: true, head: HEAD_BYTES },
        { field: 'files', filename: 'acta.txt', size: small.length, sha256: sha256(small), exists: true, head: small.length },
      ],
    });
    // Nothing adopted them: they are gone with the answer, and the budget is free again.
    expect(filesUnder(intake.incoming.root)).toEqual([]);
    expect(intake.budget.inUse).toBe(0);
  });
});

describe('uploads stream to disk within an in-flight budget', () => {
  // A budget of 1 MB, held by what has arrived of each body (a request larger than the whole
  // budget is let in when it is alone, so that it can ever be served).
  const ctx = appForSuite('pglite', postgres, { env: { UPLOAD_INFLIGHT_MAX_BYTES: String(1024 * 1024), UPLOAD_MAX_FILE_BYTES: String(2 * 1024 * 1024) } });
  let port = 0;
  beforeAll(async () => {
    await ctx().app.listen({ host: '127.0.0.1', port: 0 });
    const address = ctx().app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });
  const incoming = () => filesUnder(ctx().app.services.uploads.incoming.root);
  const storedNames = () => storedKeys(ctx().app.services.db);

  it('stores a file larger than the head as received, counted from disk', async () => {
    const { app } = ctx();
    const text = new TextEncoder().encode('palabra '.repeat(20_000));
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1.1/quotes',
      ...formWithFiles(quoteBody(['long.txt'], 'long@example.org'), [{ name: 'files', filename: 'long.txt', bytes: text }]),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.files).toEqual([{ name: 'long.txt', words: 20_000, pages: 0, scannedPages: 0 }]);
    const [quote] = await app.services.db.select().from(quotes).where(eq(quotes.email, 'long@example.org'));
    const [file] = await app.services.db
      .select()
      .from(files)
      .where(eq(files.ownerId, quote?.id ?? ''));
    expect(file).toMatchObject({ sizeBytes: text.length, sha256: sha256(text), words: 20_000 });
    expect(await readStored(app.services.storage, file?.storageName ?? '')).toEqual(Buffer.from(text));
    expect(incoming()).toEqual([]);
  });

  it('answers 503 with Retry-After while what has arrived fills the budget, keeps nothing, and takes uploads again once it is free', async () => {
    const { app } = ctx();
    const held = formWithFiles(quoteBody(['a.txt'], 'held@example.org'), [{ name: 'files', filename: 'a.txt', bytes: new Uint8Array(1536 * 1024).fill(0x61) }]);
    const socket = startUpload(port, held, 900 * 1024);
    await until(() => app.services.uploads.budget.inUse >= 900 * 1024, 'the held upload has arrived as far as it goes');
    const stored = await storedNames();

    const bytes = new Uint8Array(200 * 1024).fill(0x62);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1.1/quotes',
      ...formWithFiles(quoteBody(['acta.txt'], 'refused@example.org'), [{ name: 'files', filename: 'acta.txt', bytes }]),
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().error).toMatchObject({ code: 'unavailable', message: expect.stringMatching(/again in a few seconds/) });
    expect(await app.services.db.select().from(quotes).where(eq(quotes.email, 'refused@example.org'))).toEqual([]);
    expect(await storedNames()).toEqual(stored);

    // The client gives up halfway: its temporary file goes and its share of the budget comes back.
    socket.destroy();
    await until(() => incoming().length === 0 && app.services.uploads.budget.inUse === 0, 'the aborted upload is cleaned up');
    expect(await app.services.db.select().from(quotes).where(eq(quotes.email, 'held@example.org'))).toEqual([]);
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/v1.1/quotes',
      ...formWithFiles(quoteBody(['acta.txt'], 'accepted@example.org'), [{ name: 'files', filename: 'acta.txt', bytes }]),
    });
    expect(accepted.statusCode).toBe(201);
  });

  it('holds what a slow client sent, not what it declared: trickling uploads that declare more than the budget starve nobody', async () => {
    const { app } = ctx();
    const declared = formWithFiles(quoteBody(['big.txt'], 'trickle@example.org'), [
      { name: 'files', filename: 'big.txt', bytes: new Uint8Array(1536 * 1024).fill(0x61) },
    ]);
    // Six connections each declaring 1.5 MB against a 1 MB budget, each sending a little.
    const sockets = Array.from({ length: 6 }, () => startUpload(port, declared, 8 * 1024));
    await until(() => incoming().length === 6, 'the six slow uploads are being written');
    expect(app.services.uploads.budget.inUse).toBeLessThan(6 * 16 * 1024);
    const text = new TextEncoder().encode('Acta de nacimiento');
    const served = await app.inject({
      method: 'POST',
      url: '/api/v1.1/quotes',
      ...formWithFiles(quoteBody(['acta.txt'], 'beside-trickle@example.org'), [{ name: 'files', filename: 'acta.txt', bytes: text }]),
    });
    expect(served.statusCode).toBe(201);
    for (const socket of sockets) socket.destroy();
    await until(() => incoming().length === 0 && app.services.uploads.budget.inUse === 0, 'the slow uploads are cleaned up');
  });

  it.each([
    ['a file over the per-file limit', [{ name: 'files', filename: 'big.txt', bytes: new Uint8Array(2 * 1024 * 1024 + 1).fill(0x61) }], {}, 413],
    ['a file that is not a document', [{ name: 'files', filename: 'setup.pdf', bytes: Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0]) }], {}, 415],
    ['an invalid email', [{ name: 'files', filename: 'acta.txt', bytes: new TextEncoder().encode('Acta') }], { email: 'broken@' }, 422],
    [
      'a text file that is not UTF-8 past its head',
      [{ name: 'files', filename: 'latin.txt', bytes: Buffer.concat([Buffer.alloc(80 * 1024, 0x61), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20])]) }],
      {},
      415,
    ],
  ])('leaves no temporary or stored file after refusing %s', async (_, parts, change, status) => {
    const { app } = ctx();
    const stored = await storedNames();
    const body = {
      ...quoteBody(
        parts.map((p) => p.filename),
        'refused-file@example.org',
      ),
      ...change,
    };
    const res = await app.inject({ method: 'POST', url: '/api/v1.1/quotes', ...formWithFiles(body, parts) });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toEqual(expect.any(String));
    expect(incoming()).toEqual([]);
    expect(await storedNames()).toEqual(stored);
    expect(app.services.uploads.budget.inUse).toBe(0);
    expect(await app.services.db.select().from(quotes).where(eq(quotes.email, 'refused-file@example.org'))).toEqual([]);
  });
});

describe('a body that stops arriving', () => {
  const ctx = appForSuite('pglite', postgres, { env: { UPLOAD_BODY_IDLE_MS: '1500' } });
  let port = 0;
  beforeAll(async () => {
    await ctx().app.listen({ host: '127.0.0.1', port: 0 });
    const address = ctx().app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });

  it('is answered 408 after UPLOAD_BODY_IDLE_MS without a byte, its connection closed and its temporary file removed', async () => {
    const { app } = ctx();
    const body = formWithFiles(quoteBody(['slow.txt'], 'idle@example.org'), [
      { name: 'files', filename: 'slow.txt', bytes: new Uint8Array(512 * 1024).fill(0x61) },
    ]);
    const socket = startUpload(port, body, 100 * 1024);
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await until(() => filesUnder(app.services.uploads.incoming.root).length === 1, 'the upload is being written');
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('"code":"request_timeout"');
    await until(() => filesUnder(app.services.uploads.incoming.root).length === 0 && app.services.uploads.budget.inUse === 0, 'the idle upload is cleaned up');
    expect(await app.services.db.select().from(quotes).where(eq(quotes.email, 'idle@example.org'))).toEqual([]);
  });
});

describe('start-up', () => {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-incoming-'));
  afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

  it('removes what a crashed process left in the incoming folder, and nothing of a running one', async () => {
    const host = os.hostname().replace(/[^\w.]/g, '_');
    // A pid that is certainly free: a process that has exited.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    const crashed = path.join(uploadDir, '.incoming', `${host}-${dead}-0badc0de`);
    const running = path.join(uploadDir, '.incoming', `${host}-${process.ppid}-0a11ce00`);
    for (const dir of [crashed, running]) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'half-received.part'), 'partial upload');
    }
    fs.writeFileSync(path.join(uploadDir, '.incoming', 'stray.part'), 'stray');
    const intake = await createUploadIntake(testEnv({ UPLOAD_DIR: uploadDir }));
    try {
      expect(fs.existsSync(crashed)).toBe(false);
      expect(fs.existsSync(path.join(uploadDir, '.incoming', 'stray.part'))).toBe(false);
      expect(fs.existsSync(path.join(running, 'half-received.part'))).toBe(true);
      expect(fs.existsSync(intake.incoming.dir)).toBe(true);
    } finally {
      await closeUploadIntake(intake);
    }
    expect(fs.existsSync(intake.incoming.dir)).toBe(false);
  });

  it('refuses a worker heap too small for the largest XML part a file may have, as a configuration error', () => {
    // Below one allocation, Node aborts the whole process instead of ending the worker.
    expect(() => testEnv({ UPLOAD_WORKER_HEAP_MB: '200' })).toThrow(
      new ConfigurationError(['UPLOAD_WORKER_HEAP_MB must be at least 4 × UPLOAD_MAX_XML_BYTES (256 MB)']),
    );
  });
});
