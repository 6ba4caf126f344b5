import { describe, expect, it } from 'vitest';
import { createWordCounter, type WorkerPort } from '@/components/calculators/document/wordcount-client';
import type { WorkerRequest, WorkerResponse } from '@/lib/wordcount/protocol';
import type { FileCount } from '@/lib/wordcount/types';
import { createWorkerHandler } from '@/lib/wordcount/worker-handler';
import { buildPdf } from '@/tests/fixtures/wordcount/pdf-builder';

/** Runs the real worker handler in this process, with structured cloning and transfer like a worker. */
class InProcessWorker implements WorkerPort {
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly requests: WorkerRequest[] = [];
  terminated = false;
  private readonly handle = createWorkerHandler((message) => {
    const data = structuredClone(message);
    setTimeout(() => this.onmessage?.(new MessageEvent('message', { data })), 0);
  });

  postMessage(message: WorkerRequest, transfer: Transferable[]): void {
    const data = structuredClone(message, { transfer });
    this.requests.push(data);
    setTimeout(() => this.handle(data), 0);
  }

  terminate(): void {
    this.terminated = true;
  }
}

const text = (name: string, content: string) => new File([content], name);
const pdf = buildPdf(Array.from({ length: 40 }, (_, i) => ({ kind: 'text' as const, lines: [`Page ${i + 1} of the report`] })));

function setup() {
  const workers: InProcessWorker[] = [];
  const counter = createWordCounter({
    pdfCMapUrl: 'https://www.example.com/pdfjs/cmaps/',
    createWorker: () => {
      const worker = new InProcessWorker();
      workers.push(worker);
      return worker;
    },
  });
  return { counter, workers };
}

describe('createWordCounter', () => {
  it('starts no worker until something is counted', () => {
    const { workers } = setup();
    expect(workers).toHaveLength(0);
  });

  it('reports every file at its original index, refusing oversized files without sending them', async () => {
    const { counter, workers } = setup();
    const big = new File([new Uint8Array(50 * 1024 * 1024 + 1)], 'huge.txt');
    const results: [number, FileCount][] = [];
    await counter.count([text('a.txt', 'one two'), big, new File([pdf], 'report.pdf')], (result, index) => results.push([index, result]));
    expect(results.sort(([a], [b]) => a - b)).toEqual([
      [0, { file: 'a.txt', words: 2, pages: 0, scannedPages: 0 }],
      [1, expect.objectContaining({ file: 'huge.txt', error: expect.objectContaining({ code: 'too_large' }) })],
      [2, { file: 'report.pdf', words: 200, pages: 40, scannedPages: 0 }],
    ]);
    expect(workers).toHaveLength(1);
    expect(workers[0]?.requests).toEqual([
      {
        id: 1,
        files: [expect.objectContaining({ name: 'a.txt' }), expect.objectContaining({ name: 'report.pdf' })],
        pdfCMapUrl: 'https://www.example.com/pdfjs/cmaps/',
      },
    ]);
  });

  it('cancels: the promise rejects, the worker is told, and late results are dropped', async () => {
    const { counter, workers } = setup();
    const results: FileCount[] = [];
    const counting = counter.count([new File([pdf], 'report.pdf')], (result) => results.push(result));
    await new Promise((resolve) => setTimeout(resolve, 5));
    counter.cancel();
    await expect(counting).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(workers[0]?.requests.at(-1)).toEqual({ cancel: 1 });
    expect(results).toEqual([]);
  });

  it('a new count replaces the running one and reuses the worker', async () => {
    const { counter, workers } = setup();
    const first = counter.count([new File([pdf], 'old.pdf')], () => undefined);
    const results: FileCount[] = [];
    const second = counter.count([text('new.txt', 'fresh words here')], (result) => results.push(result));
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await second;
    expect(results).toEqual([{ file: 'new.txt', words: 3, pages: 0, scannedPages: 0 }]);
    expect(workers).toHaveLength(1);
  });

  it('dispose stops the worker', async () => {
    const { counter, workers } = setup();
    await counter.count([text('a.txt', 'word')], () => undefined);
    counter.dispose();
    expect(workers[0]?.terminated).toBe(true);
  });
});

describe('createWorkerHandler', () => {
  it('stops counting a cancelled request and never reports it done', async () => {
    const posted: WorkerResponse[] = [];
    const handle = createWorkerHandler((message) => {
      posted.push(message);
      if ('result' in message) handle({ cancel: 7 });
    });
    const bytes = (data: Uint8Array) => data.slice().buffer;
    handle({
      id: 7,
      files: [
        { name: 'first.txt', bytes: bytes(new TextEncoder().encode('first file')) },
        { name: 'second.pdf', bytes: bytes(pdf) },
        { name: 'third.pdf', bytes: bytes(pdf) },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(posted).toEqual([{ id: 7, index: 0, result: { file: 'first.txt', words: 2, pages: 0, scannedPages: 0 } }]);
  });

  it('answers done after the last result', async () => {
    const posted: WorkerResponse[] = [];
    const handle = createWorkerHandler((message) => posted.push(message));
    handle({ id: 3, files: [{ name: 'a.txt', bytes: new TextEncoder().encode('one').buffer }] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted).toEqual([
      { id: 3, index: 0, result: { file: 'a.txt', words: 1, pages: 0, scannedPages: 0 } },
      { id: 3, done: true },
    ]);
  });
});
