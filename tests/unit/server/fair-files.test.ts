import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadIntake, closeUploadIntake, type UploadIntake } from '@/server/files/intake';
import { FairQueue } from '@/server/workers/fair-queue';
import { buildPdf } from '@/tests/fixtures/wordcount/pdf-builder';
import { testEnv } from './support/test-app';

/*
 * One request's many heavy files must not hold everyone else's small one behind all of them:
 * the file workers are taken in turn between requests.
 */

describe('FairQueue', () => {
  it('gives each freed slot to the next request in turn, not to the one that queued most', async () => {
    const queue = new FairQueue(1, 100);
    const started: string[] = [];
    const take = async (group: object, name: string) => {
      const turn = queue.acquire(group, undefined);
      if (turn === false) throw new Error('refused');
      const release = await turn;
      started.push(name);
      return release;
    };
    const hostile = {};
    const visitor = {};
    const first = take(hostile, 'h1');
    const rest = [take(hostile, 'h2'), take(hostile, 'h3'), take(hostile, 'h4')];
    const small = take(visitor, 'v1');
    (await first)();
    (await small)();
    for (const release of rest) (await release)();
    expect(started).toEqual(['h1', 'v1', 'h2', 'h3', 'h4']);
  });

  it('lets a request alone use every slot, refuses past its queue limit, and gives up the place of an aborted wait', async () => {
    const queue = new FairQueue(2, 2);
    const group = {};
    const a = queue.acquire(group);
    const b = queue.acquire(group);
    if (a === false || b === false) throw new Error('refused');
    const [releaseA] = await Promise.all([a, b]);
    const controller = new AbortController();
    const waiting = queue.acquire(group, controller.signal);
    const other = queue.acquire({});
    expect(queue.length).toBe(2);
    expect(queue.acquire({})).toBe(false);
    if (waiting === false || other === false) throw new Error('refused');
    controller.abort(new Error('client gone'));
    await expect(waiting).rejects.toThrow('client gone');
    releaseA();
    (await other)();
    expect(queue.length).toBe(0);
  });
});

describe('the file workers between two requests', () => {
  let intake: UploadIntake;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-fair-'));
  beforeAll(async () => {
    intake = await createUploadIntake(testEnv({ UPLOAD_WORKERS: '1', UPLOAD_DIR: folder }));
  });
  afterAll(async () => {
    await closeUploadIntake(intake);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("counts another visitor's one-page file after the heavy file already running, not after all of them", { timeout: 120_000 }, async () => {
    const write = (name: string, pages: number) => {
      const file = path.join(folder, name);
      fs.writeFileSync(file, buildPdf(Array.from({ length: pages }, (_, i) => ({ kind: 'text' as const, lines: [`Page ${i + 1} of a long filing`] }))));
      return file;
    };
    const task = (file: string) => ({
      path: file,
      name: path.basename(file),
      kind: 'pdf' as const,
      purpose: 'count' as const,
      limits: intake.fileLimits,
      pdfCMapUrl: intake.pdfCMapUrl,
    });
    const heavy = Array.from({ length: 4 }, (_, i) => write(`heavy-${i}.pdf`, 300));
    const small = write('acta.pdf', 1);
    const finished: string[] = [];
    const hostile = {};
    const runs = heavy.map((file) => intake.workers.examine(task(file), undefined, hostile).then(() => finished.push(path.basename(file))));
    // The visitor's file comes while the first heavy one is being read.
    await new Promise((resolve) => setImmediate(resolve));
    const visitor = intake.workers.examine(task(small), undefined, {}).then((result) => {
      finished.push('acta.pdf');
      return result;
    });
    expect(await visitor).toMatchObject({ ok: true, pages: 1 });
    await Promise.all(runs);
    expect(finished.indexOf('acta.pdf')).toBeLessThanOrEqual(1);
    expect(finished).toHaveLength(5);
  });
});
