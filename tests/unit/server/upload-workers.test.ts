import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { applications, files, quotes } from '@/server/db/schema';
import { locateFileWorker } from '@/server/workers/file-pool';
import { readStored } from './support/stored-files';
import { docxBomb, lyingDocx, memoryHungryDocx, truncatedPdf, zipBomb } from './support/hostile-files';
import { formWithFiles } from './support/multipart';
import { applicationForm } from './support/payloads';
import { freePort, startServerProcess, waitForExit } from './support/server-process';
import { appForSuite, migratedDataDir, postgresForFile } from './support/test-app';
import { disk, docx, pdf, postQuote, quoteForm } from './support/upload-forms';

const postgres = postgresForFile();

function postCv(app: FastifyInstance, filename: string, bytes: Uint8Array, email: string) {
  return app.inject({ method: 'POST', url: '/api/v1.1/applications', ...formWithFiles({ ...applicationForm, email }, [{ name: 'cv', filename, bytes }]) });
}

describe('uploaded files are opened in worker threads, within per-file limits', () => {
  const ctx = appForSuite('pglite', postgres);

  it('refuses a DOCX that inflates to 95 MB of XML by name and code, and still counts the other files', { timeout: 60_000 }, async () => {
    const { app } = ctx();
    const res = await postQuote(
      app,
      [
        { filename: 'acta.pdf', bytes: pdf },
        { filename: 'bomb.docx', bytes: docxBomb() },
        { filename: 'diploma.docx', bytes: docx },
        { filename: 'liar.docx', bytes: lyingDocx() },
      ],
      'bombs@example.org',
    );
    expect(res.statusCode).toBe(422);
    const { error } = res.json();
    expect(error.code).toBe('file_unreadable');
    expect(error.message).toMatch(/2 of 4 files were refused/);
    expect(error.fields).toEqual({
      'files.1': expect.stringMatching(/bomb\.docx is too large to open: word\/document\.xml unpacks to more than 64 MB/),
      'files.3': expect.stringMatching(/liar\.docx is too large to open: part word\/document\.xml unpacks to more than it declares/),
    });
    expect(error.files).toEqual([
      { field: 'files.0', name: 'acta.pdf', ok: true, words: 6, pages: 1, scannedPages: 0 },
      { field: 'files.1', name: 'bomb.docx', ok: false, code: 'too_large', message: error.fields['files.1'] },
      { field: 'files.2', name: 'diploma.docx', ok: true, words: 600, pages: 0, scannedPages: 0 },
      { field: 'files.3', name: 'liar.docx', ok: false, code: 'too_large', message: error.fields['files.3'] },
    ]);
    expect(await app.services.db.select().from(quotes).where(eq(quotes.email, 'bombs@example.org'))).toEqual([]);
    expect(await disk(app)).toEqual({ stored: [], incoming: [] });
  });

  it('answers 415 when one of the files is not a type we take, naming every refused file', async () => {
    const { app } = ctx();
    const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
    const res = await postQuote(app, [
      { filename: 'acta.pdf', bytes: pdf },
      { filename: 'setup.pdf', bytes: exe },
      { filename: 'cut.pdf', bytes: truncatedPdf() },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({ code: 'unsupported_media_type', fields: { 'files.1': expect.stringContaining('setup.pdf') } });
    expect(res.json().error.files.map((f: { ok: boolean }) => f.ok)).toEqual([true, false, true]);
    expect((await disk(app)).incoming).toEqual([]);
  });

  it.each([
    ['a zip bomb named .pdf', 'cv.pdf', zipBomb, 422, 'too_large', /unpack to more than 100 MB/],
    ['a DOCX that understates its document', 'cv.docx', lyingDocx, 422, 'too_large', /more than it declares/],
    ['a truncated PDF', 'cv.pdf', truncatedPdf, 422, 'corrupt_file', /incomplete/],
    // 100 KB stored: large enough that only the worker reads its directory.
    [
      'a ZIP that is not a Word document',
      'cv.docx',
      () => zipSync({ 'notes.txt': new Uint8Array(100 * 1024).fill(0x61) }, { level: 0 }),
      415,
      'unsupported_type',
      /not a Word/,
    ],
  ])('refuses %s as a CV on the cv field', async (_, filename, bytes, status, code, message) => {
    const { app } = ctx();
    const email = `cv-${code}-${status}@example.org`;
    const res = await postCv(app, filename, bytes(), email);
    expect(res.statusCode).toBe(status);
    const { error } = res.json();
    expect(error.fields.cv).toMatch(message);
    expect(error.fields['cv.0']).toBe(error.fields.cv);
    expect(error.files).toEqual([{ field: 'cv.0', name: filename, ok: false, code, message: error.fields.cv }]);
    expect(await app.services.db.select().from(applications).where(eq(applications.email, email))).toEqual([]);
    expect(await disk(app)).toEqual({ stored: [], incoming: [] });
  });

  it('accepts a Word CV that opens, and stores it as received', async () => {
    const { app } = ctx();
    const res = await postCv(app, 'cv.docx', docx, 'word-cv@example.org');
    expect(res.statusCode).toBe(201);
    const [row] = await app.services.db.select().from(applications).where(eq(applications.email, 'word-cv@example.org'));
    const [file] = await app.services.db
      .select()
      .from(files)
      .where(eq(files.ownerId, row?.id ?? ''));
    expect(file?.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await readStored(app.services.storage, file?.storageName ?? '')).toEqual(Buffer.from(docx));
  });

  it('stops loudly when the worker file is missing', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-no-worker-'));
    expect(() => locateFileWorker(pathToFileURL(path.join(empty, 'index.js')).href)).toThrow(/file worker is missing.*npm run build:server/);
  });
});

describe('a file that needs more heap than a worker has (server/index.ts as its own process)', () => {
  const dataDir = migratedDataDir('verbalis-heap-');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // In its own process: should Node abort instead of ending the worker, this test fails, not the run.
  it('is refused as too large, the server carries on and the next file gets a fresh worker', { timeout: 120_000 }, async () => {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      SITE_DIR: path.join(dataDir, 'no-site'),
      AUTO_SEED: 'false',
      ASSIGNMENT_TICK_MS: '0',
      UPLOAD_MAX_XML_BYTES: String(32 * 1024 * 1024),
      UPLOAD_WORKER_HEAP_MB: '128',
    });
    try {
      const send = async (filename: string, bytes: Uint8Array) => {
        const body = formWithFiles(quoteForm([filename]), [{ name: 'files', filename, bytes }]);
        const res = await fetch(`${server.url}/quotes`, { method: 'POST', headers: body.headers, body: new Uint8Array(body.payload) });
        return { status: res.status, body: await res.json() };
      };
      const hungry = await send('runs.docx', memoryHungryDocx());
      expect(hungry.status, server.output()).toBe(422);
      expect(hungry.body.error.files).toEqual([
        { field: 'files.0', name: 'runs.docx', ok: false, code: 'too_large', message: 'runs.docx needs more memory to open than one file may use.' },
      ]);
      const after = await send('diploma.docx', docx);
      expect(after.status).toBe(201);
      expect(after.body.data.files).toEqual([{ name: 'diploma.docx', words: 600, pages: 0, scannedPages: 0 }]);
    } finally {
      server.child.kill('SIGTERM');
      await waitForExit(server.child);
    }
  });
});

describe('the bundled server', () => {
  const dataDir = migratedDataDir('verbalis-bundle-');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('counts in the worker bundled next to it', { timeout: 120_000 }, async () => {
    const built = spawnSync('npm', ['run', '-s', 'build:server'], { encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    const { spawn } = await import('node:child_process');
    const port = await freePort();
    const child = spawn(process.execPath, ['dist/server/index.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        // No built site here: the API alone.
        SERVE_SITE: 'false',
        AUTO_SEED: 'true',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      const url = `http://127.0.0.1:${port}/api/v1.1`;
      for (
        let i = 0;
        i < 300 &&
        !(await fetch(`${url}/health`).then(
          (r) => r.ok,
          () => false,
        ));
        i++
      ) {
        expect(child.exitCode, stderr).toBeNull();
        await new Promise((r) => setTimeout(r, 200));
      }
      const body = formWithFiles(quoteForm(['diploma.docx']), [{ name: 'files', filename: 'diploma.docx', bytes: docx }]);
      const res = await fetch(`${url}/quotes`, { method: 'POST', headers: body.headers, body: new Uint8Array(body.payload) });
      expect(res.status, stderr).toBe(201);
      expect((await res.json()).data.files).toEqual([{ name: 'diploma.docx', words: 600, pages: 0, scannedPages: 0 }]);
    } finally {
      child.kill('SIGTERM');
      await waitForExit(child);
    }
  });
});
