/**
 * Before `next build`, when `CATALOG_SOURCE=api`: reads the catalog and price tables from the
 * API's `GET catalog` (at `CATALOG_API_URL`), validates them with the same schemas as the files
 * in content/, and writes them to the snapshot folder (`.next-catalog/` unless
 * `CATALOG_SNAPSHOT_DIR` says otherwise), where `getCatalog()` and `getPriceTables()` read them
 * during page generation. An unreachable API or invalid data stops the build here, with a
 * message saying what failed. Without `CATALOG_SOURCE=api` it does nothing.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { catalogSnapshotFiles, getBuildConfig } from '../lib/build-config.server';
import { parseCatalog, type Catalog } from '../lib/catalog';
import { parsePriceTables } from '../lib/pricing/parse-tables';
import type { PriceTables } from '../lib/pricing/table-schema';

/** The catalog could not be read from the API: unreachable, an error answer, or not the expected shape. */
export class CatalogFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogFetchError';
  }
}

export interface FetchCatalogOptions {
  /** The v1.1 API base, e.g. `http://127.0.0.1:3000/api/v1.1/`. */
  apiUrl: string;
  /** The snapshot folder. */
  outDir: string;
  timeoutMs?: number;
}

export interface FetchedCatalog {
  url: string;
  catalog: Catalog;
  priceTables: PriceTables;
  updatedAt: string | undefined;
}

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined);

async function request(url: string, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // fetch() fails with "fetch failed"; the cause says why (ECONNREFUSED, ENOTFOUND, a timeout).
    const cause = field(error, 'cause');
    const reason = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
    throw new CatalogFetchError(
      `Could not reach the catalog API at ${url} (${reason}). Start the API, check CATALOG_API_URL, or unset CATALOG_SOURCE to build from content/.`,
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const message = field(field(body, 'error'), 'message');
    throw new CatalogFetchError(`The catalog API at ${url} answered ${response.status}${typeof message === 'string' ? `: ${message}` : ''}.`);
  }
  if (body === undefined) throw new CatalogFetchError(`The catalog API at ${url} did not answer with JSON.`);
  return body;
}

/**
 * Fetches, validates and writes the snapshot. The old snapshot is removed first, so a failed
 * fetch never leaves a stale one for the build to read.
 */
export async function fetchCatalogSnapshot({ apiUrl, outDir, timeoutMs = 30_000 }: FetchCatalogOptions): Promise<FetchedCatalog> {
  for (const file of Object.values(catalogSnapshotFiles)) rmSync(path.join(outDir, file), { force: true });
  const url = new URL('catalog', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`).href;
  const data = field(await request(url, timeoutMs), 'data');
  const rawCatalog = field(data, 'catalog');
  const rawTables = field(data, 'priceTables');
  if (rawCatalog === undefined || rawTables === undefined) {
    throw new CatalogFetchError(`The catalog API at ${url} answered without data.catalog and data.priceTables.`);
  }
  const catalog = parseCatalog(rawCatalog, `${url} › catalog`);
  const priceTables = parsePriceTables(rawTables, `${url} › priceTables`);
  const updatedAt = field(data, 'updatedAt');

  mkdirSync(outDir, { recursive: true });
  // The folder ignores itself, so the snapshot never shows up as a change to commit.
  writeFileSync(path.join(outDir, '.gitignore'), '*\n');
  writeFileSync(path.join(outDir, catalogSnapshotFiles.catalog), `${JSON.stringify(rawCatalog, null, 2)}\n`);
  writeFileSync(path.join(outDir, catalogSnapshotFiles.priceTables), `${JSON.stringify(rawTables, null, 2)}\n`);
  const source = { url, updatedAt: typeof updatedAt === 'string' ? updatedAt : null, fetchedAt: new Date().toISOString() };
  writeFileSync(path.join(outDir, catalogSnapshotFiles.source), `${JSON.stringify(source, null, 2)}\n`);
  return { url, catalog, priceTables, updatedAt: source.updatedAt ?? undefined };
}

async function main(): Promise<void> {
  const config = getBuildConfig();
  if (config.catalogSource !== 'api') return;
  if (config.catalogApiUrl === undefined) {
    throw new CatalogFetchError('CATALOG_SOURCE=api needs CATALOG_API_URL, the v1.1 API address, e.g. http://127.0.0.1:3000/api/v1.1/');
  }
  const started = performance.now();
  const fetched = await fetchCatalogSnapshot({ apiUrl: config.catalogApiUrl, outDir: config.catalogSnapshotDir });
  const { languages, locations } = fetched.catalog;
  console.log(
    `fetch-catalog: ${languages.length} languages, ${locations.length} locations and the price tables from ${fetched.url}` +
      ` (updated ${fetched.updatedAt ?? 'at an unknown time'}) → ${config.catalogSnapshotDir}/ in ${Math.round(performance.now() - started)} ms`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(`Build stopped: the catalog could not be read from the API.\n${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
