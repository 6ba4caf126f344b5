import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from 'yaml';
import { catalogSnapshotFile, readSnapshotJson } from '@/lib/build-config.server';
import { parsePriceTables, PriceTablesError } from './parse-tables';
import { priceTableFiles, type PriceTables } from './table-schema';

const cache = new Map<string, PriceTables>();

function readYaml(dir: string, file: string): unknown {
  const path = join(dir, file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new PriceTablesError(dir, [`${path}: cannot be read (${error instanceof Error ? error.message : String(error)})`]);
  }
  try {
    return parse(text);
  } catch (error) {
    throw new PriceTablesError(dir, [`${path}: is not valid YAML (${error instanceof Error ? error.message : String(error)})`]);
  }
}

const DEFAULT_PRICING_DIR = 'content/pricing';

/**
 * Reads and validates the price tables in `dir` (relative to the working
 * directory), once per directory. Build time and Node only: the engine itself
 * takes the tables as data, so it bundles for the browser. A build with
 * `CATALOG_SOURCE=api` reads the default tables from the snapshot fetched from
 * the API (see lib/build-config.ts), through the same schema.
 */
export function getPriceTables(dir = DEFAULT_PRICING_DIR): PriceTables {
  const snapshot = dir === DEFAULT_PRICING_DIR ? catalogSnapshotFile('priceTables') : undefined;
  const key = snapshot ?? resolve(dir);
  const cached = cache.get(key);
  if (cached) return cached;
  const raw =
    snapshot === undefined
      ? Object.fromEntries(Object.entries(priceTableFiles).map(([name, file]) => [name, readYaml(dir, file)]))
      : readSnapshotJson(snapshot);
  const tables = parsePriceTables(raw, snapshot === undefined ? dir : relative(process.cwd(), snapshot));
  cache.set(key, tables);
  return tables;
}
