import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
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

/**
 * Reads and validates the price tables in `dir` (relative to the working
 * directory), once per directory. Build time and Node only: the engine itself
 * takes the tables as data, so it bundles for the browser.
 */
export function getPriceTables(dir = 'content/pricing'): PriceTables {
  const absolute = resolve(dir);
  const cached = cache.get(absolute);
  if (cached) return cached;
  const raw = Object.fromEntries(Object.entries(priceTableFiles).map(([key, file]) => [key, readYaml(dir, file)]));
  const tables = parsePriceTables(raw, dir);
  cache.set(absolute, tables);
  return tables;
}
