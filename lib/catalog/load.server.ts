import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { catalogSnapshotFile, readSnapshotJson } from '@/lib/build-config.server';
import { CatalogError, formatListIssues } from './errors';
import { assertCatalogIntegrity, parseCatalog } from './parse';
import { entrySchemas, type Catalog, type CatalogKind } from './schema';

/** The catalog folder relative to the project root. */
const DEFAULT_CATALOG_DIR = 'content/catalog';

const cache = new Map<string, Catalog>();

function readList<K extends CatalogKind>(kind: K, file: string, label: string, problems: string[]): z.infer<(typeof entrySchemas)[K]>[] {
  let raw: unknown;
  try {
    raw = parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
  const parsed = z.array(entrySchemas[kind]).safeParse(raw);
  if (!parsed.success) {
    problems.push(...formatListIssues(label, raw, parsed.error.issues));
    return [];
  }
  return parsed.data;
}

/**
 * Reads `services.yaml`, `languages.yaml`, `locations.yaml` and `platforms.yaml` from `dir`
 * (relative to the working directory), validates every entry and the cross-references, and
 * throws a `CatalogError` listing every problem. Not memoised; see `getCatalog`.
 */
export function loadCatalog(dir: string = DEFAULT_CATALOG_DIR): Catalog {
  const problems: string[] = [];
  const label = (kind: CatalogKind) => path.join(path.relative(process.cwd(), path.resolve(dir)), `${kind}.yaml`);
  const read = <K extends CatalogKind>(kind: K) => readList(kind, path.resolve(dir, `${kind}.yaml`), label(kind), problems);
  const catalog: Catalog = {
    services: read('services'),
    languages: read('languages'),
    locations: read('locations'),
    platforms: read('platforms'),
  };
  if (problems.length > 0) throw new CatalogError(problems);
  assertCatalogIntegrity(catalog, {
    services: label('services'),
    languages: label('languages'),
    locations: label('locations'),
    platforms: label('platforms'),
  });
  return catalog;
}

/**
 * The catalog from `dir`, loaded and validated once per process. A build with
 * `CATALOG_SOURCE=api` reads the default catalog from the snapshot the pre-build step fetched
 * from the API (see lib/build-config.ts), through the same schemas.
 */
export function getCatalog(dir: string = DEFAULT_CATALOG_DIR): Catalog {
  const snapshot = dir === DEFAULT_CATALOG_DIR ? catalogSnapshotFile('catalog') : undefined;
  const key = snapshot ?? path.resolve(dir);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const catalog = snapshot === undefined ? loadCatalog(dir) : parseCatalog(readSnapshotJson(snapshot), path.relative(process.cwd(), snapshot));
  cache.set(key, catalog);
  return catalog;
}
