import { describe, beforeAll, expect, it } from 'vitest';
import { docxBomb } from './support/hostile-files';
import { formWithFiles } from './support/multipart';
import { freePort } from './support/server-process';
import { appForSuite, postgresForFile } from './support/test-app';
import { disk, docx, pdf, postQuote, quoteForm } from './support/upload-forms';

/**
 * The one assertion about time in the upload tests (a p95 latency): vitest.config.ts runs this file
 * after the others, alone, so that no other file competes with it for the CPU.
 */
const postgres = postgresForFile();

describe('a slow file costs a worker, never the event loop', () => {
  // The bomb is allowed in, so that it really parses for seconds; one second is its time limit.
  const ctx = appForSuite('pglite', postgres, {
    env: { UPLOAD_MAX_XML_BYTES: String(128 * 1024 * 1024), UPLOAD_MAX_INFLATED_BYTES: String(128 * 1024 * 1024), UPLOAD_FILE_TIMEOUT_MS: '1000' },
  });
  let base = '';
  beforeAll(async () => {
    docxBomb();
    const port = await freePort();
    await ctx().app.listen({ host: '127.0.0.1', port });
    base = `http://127.0.0.1:${port}/api/v1.1`;
  });

  it('keeps /health p95 under 250 ms while three bombs are processed, stops each at its time limit and replaces the worker', { timeout: 90_000 }, async () => {
    const { app } = ctx();
    // Warm the pool (thread start, module loading) so the measurement is of the bombs alone.
    expect((await postQuote(app, [{ filename: 'acta.pdf', bytes: pdf }])).statusCode).toBe(201);
    const latencies: number[] = [];
    let uploading = true;
    const poll = (async () => {
      while (uploading) {
        const started = performance.now();
        const res = await fetch(`${base}/health`);
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const bombs = await Promise.all(
      [1, 2, 3].map(async (i) => {
        const body = formWithFiles(quoteForm(['acta.pdf', 'bomb.docx'], `slow${i}@example.org`), [
          { name: 'files', filename: 'acta.pdf', bytes: pdf },
          { name: 'files', filename: 'bomb.docx', bytes: docxBomb() },
        ]);
        const res = await fetch(`${base}/quotes`, { method: 'POST', headers: body.headers, body: new Uint8Array(body.payload) });
        return { status: res.status, body: await res.json() };
      }),
    );
    uploading = false;
    await poll;
    for (const bomb of bombs) {
      expect(bomb.status).toBe(422);
      expect(bomb.body.error.files).toEqual([
        expect.objectContaining({ name: 'acta.pdf', ok: true, words: 6 }),
        expect.objectContaining({ name: 'bomb.docx', ok: false, code: 'timed_out' }),
      ]);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Infinity;
    expect(latencies.length).toBeGreaterThan(20);
    expect(p95).toBeLessThan(250);
    // The aborted workers were replaced: the next request is counted as usual.
    const after = await postQuote(app, [{ filename: 'diploma.docx', bytes: docx }]);
    expect(after.statusCode).toBe(201);
    expect(after.json().data.files).toEqual([{ name: 'diploma.docx', words: 600, pages: 0, scannedPages: 0 }]);
    expect((await disk(app)).incoming).toEqual([]);
  });
});
