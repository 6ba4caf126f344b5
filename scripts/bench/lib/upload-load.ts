/**
 * Upload scenarios for `npm run bench:api`: /health latency while hostile DOCX files are
 * parsed, and the server's resident memory while many large files arrive at once.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { buildDocx, paragraph, wordDocument } from '../../../tests/fixtures/wordcount/docx-builder';

const MB = 1024 * 1024;

const contact = {
  name: 'Ana Souza',
  email: 'ana.souza@example.org',
  telephone: '+16175550143',
  preferredContactMethod: 'email',
  company_website: '',
  formFillMs: 60_000,
};

/** A quote request with its files, as the document calculator sends it. */
export function quoteRequest(files: { filename: string; bytes: Uint8Array }[]): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const data = {
    calculator: 'document',
    quote: { service: 'certified', sourceLanguage: 'spanish', targetLanguage: 'english', documents: files.map((f) => ({ name: f.filename, words: 100 })) },
    ...contact,
  };
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`)];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.from(file.bytes), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: new Uint8Array(Buffer.concat(chunks)), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function post(base: string, request: { body: Uint8Array<ArrayBuffer>; contentType: string }): Promise<number> {
  const response = await fetch(`${base}/quotes`, { method: 'POST', headers: { 'content-type': request.contentType }, body: request.body });
  await response.arrayBuffer();
  return response.status;
}

/** A 390 KB DOCX whose document inflates to 95 MB of XML: 3 to 4 s of counting on one core. */
function hostileDocx(): Uint8Array {
  const para = paragraph('Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore');
  return buildDocx({ document: wordDocument(para.repeat(Math.ceil((95 * MB) / para.length))) });
}

/** A one-page scan: a PDF whose page is a single uncompressed grey image of about `bytes`. */
export function scannedPdf(bytes: number): Uint8Array {
  const width = 5000;
  const height = Math.floor(bytes / width);
  const image = Buffer.alloc(width * height);
  for (let i = 0; i < image.length; i += 4096) image[i] = i & 0xff;
  const content = 'q 612 0 0 792 0 0 cm /Im1 Do Q';
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (chunk: Buffer | string) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (id: number, ...body: (Buffer | string)[]) => {
    offsets[id] = length;
    add(`${id} 0 obj\n`);
    body.forEach(add);
    add('\nendobj\n');
  };
  add('%PDF-1.7\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>');
  object(4, `<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  object(
    5,
    `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${image.length} >>\nstream\n`,
    image,
    '\nendstream',
  );
  const xref = length;
  add(
    `xref\n0 6\n0000000000 65535 f \n${offsets
      .slice(1)
      .map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)
      .join('')}`,
  );
  add(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN;
}

export interface HealthUnderLoad {
  samples: number;
  p50: number;
  p95: number;
  max: number;
  seconds: number;
  statuses: number[];
}

/** /health, polled every 20 ms over HTTP, while `count` quote requests with a hostile DOCX each are processed. */
export async function healthWhileHostileDocx(base: string, count = 3): Promise<HealthUnderLoad> {
  const request = quoteRequest([{ filename: 'report.docx', bytes: hostileDocx() }]);
  // Warm the worker pool (threads start with the first file).
  await post(base, quoteRequest([{ filename: 'note.txt', bytes: new TextEncoder().encode('warm up') }]));
  const latencies: number[] = [];
  let running = true;
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${base}/health`)).arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: count }, () => post(base, request)));
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await poll;
  return { samples: latencies.length, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), max: Math.max(...latencies), seconds, statuses };
}

/** Resident memory of a process, in bytes (Linux /proc, else ps). */
export function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    if (kb !== undefined) return Number(kb) * 1024;
  } catch {
    // not Linux
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024;
}

export interface RssUnderLoad {
  baselineMb: number;
  peakMb: number;
  growthMb: number;
  seconds: number;
  statuses: number[];
}

async function concurrently(base: string, count: number, request: { body: Uint8Array<ArrayBuffer>; contentType: string }): Promise<number[]> {
  return Promise.all(Array.from({ length: count }, () => post(base, request)));
}

/**
 * The server's RSS, sampled every 25 ms, while `count` requests of one `bytes` scanned PDF each
 * arrive at once (and the worker opens each). Measured on the second such round: a fresh
 * server's RSS holds the start-up's garbage (seeding, migrations) until activity makes V8
 * collect it, which would hide any growth; the first round starts the file worker and lets that
 * happen. Memory that grows with concurrent uploads (buffered files) is freed between rounds,
 * so the second round shows it again.
 */
export async function rssUnderUploads(base: string, pid: number, count = 16, bytes = 45 * MB): Promise<RssUnderLoad> {
  const request = quoteRequest([{ filename: 'scan.pdf', bytes: scannedPdf(bytes) }]);
  await concurrently(base, count, request);
  const settled: number[] = [];
  for (let i = 0; i < 20; i++) {
    settled.push(rssOf(pid));
    await new Promise((r) => setTimeout(r, 50));
  }
  const baseline = percentile(settled, 0.5);
  let peak = baseline;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, rssOf(pid));
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const started = performance.now();
  const statuses = await concurrently(base, count, request);
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await sampler;
  return { baselineMb: baseline / MB, peakMb: peak / MB, growthMb: (peak - baseline) / MB, seconds, statuses };
}
