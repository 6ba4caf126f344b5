import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSnapshotFiles } from '@/lib/build-config.server';
import { getCatalog } from '@/lib/catalog/load.server';
import { getPriceTables } from '@/lib/pricing/load.server';
import { fetchCatalogSnapshot } from '@/scripts/fetch-catalog';
import { freePort } from '@/tests/unit/server/support/server-process';

/** A stand-in API answering `GET <scenario>/catalog` with each kind of bad answer. */
function scenario(name: string): { status: number; body: string } {
  const data = structuredClone({ catalog: getCatalog(), priceTables: getPriceTables() });
  switch (name) {
    case 'bad-language':
      Reflect.set(data.catalog.languages[3] ?? {}, 'tier', 'exotic');
      return { status: 200, body: JSON.stringify({ data }) };
    case 'bad-price':
      data.priceTables.document.certified.perPageCents.common = -2700;
      return { status: 200, body: JSON.stringify({ data }) };
    case 'no-data':
      return { status: 200, body: JSON.stringify({ data: { updatedAt: '2026-06-01T00:00:00Z' } }) };
    case 'html':
      return { status: 200, body: '<!doctype html><title>Maintenance</title>' };
    default:
      return { status: 503, body: JSON.stringify({ error: { code: 'unavailable', message: 'The database is starting.' } }) };
  }
}

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const { status, body } = scenario(request.url?.split('/')[1] ?? '');
    response.writeHead(status, { 'content-type': body.startsWith('{') ? 'application/json' : 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Runs the pre-build step as `npm run build:site` does; the stand-in API keeps answering meanwhile. */
function runFetchScript(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/fetch-catalog.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** A snapshot folder holding a stale snapshot, which a failed fetch must not leave behind. */
function staleSnapshot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'verbalis-stale-'));
  for (const file of Object.values(catalogSnapshotFiles)) writeFileSync(path.join(dir, file), '{}');
  return dir;
}

describe('a build from the API stops on', () => {
  it.each([
    [
      'an unreachable API',
      async () => `http://127.0.0.1:${await freePort()}/api/v1.1/`,
      /Could not reach the catalog API at http:\/\/127\.0\.0\.1:\d+\/api\/v1\.1\/catalog \(.*ECONNREFUSED/,
    ],
    ['an error answer', async () => `${base}/down/`, /answered 503: The database is starting\./],
    ['an answer that is not JSON', async () => `${base}/html/`, /did not answer with JSON/],
    ['an answer without the catalog', async () => `${base}/no-data/`, /without data\.catalog and data\.priceTables/],
    ['an invalid language', async () => `${base}/bad-language/`, /bad-language\/catalog › catalog › languages.*\[3\].*tier/s],
    [
      'an invalid price',
      async () => `${base}/bad-price/`,
      /Invalid price tables in .*bad-price\/catalog › priceTables.*document\.yaml → certified\.perPageCents\.common: Amounts cannot be negative/s,
    ],
  ])('%s, naming what failed', async (_name, apiUrl, message) => {
    const outDir = staleSnapshot();
    await expect(fetchCatalogSnapshot({ apiUrl: await apiUrl(), outDir })).rejects.toThrow(message);
    for (const file of Object.values(catalogSnapshotFiles)) expect(existsSync(path.join(outDir, file))).toBe(false);
  });

  it('exits non-zero from the build script, before next build runs', async () => {
    const result = await runFetchScript({ CATALOG_SOURCE: 'api', CATALOG_API_URL: `${base}/bad-price/`, CATALOG_SNAPSHOT_DIR: staleSnapshot() });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Build stopped: the catalog could not be read from the API.');
    expect(result.stderr).toContain('document.yaml → certified.perPageCents.common: Amounts cannot be negative');
  });

  it('does nothing when the build reads content/', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'verbalis-content-'));
    const result = await runFetchScript({ CATALOG_SOURCE: '', CATALOG_API_URL: `${base}/down/`, CATALOG_SNAPSHOT_DIR: outDir });
    expect(result.code).toBe(0);
    expect(existsSync(path.join(outDir, catalogSnapshotFiles.catalog))).toBe(false);
  });
});
