import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readBuildEnv } from './env';

/**
 * Configuration of the build itself, for Node code that runs while the site is built (the
 * catalog and price-table loaders during page generation, and `scripts/fetch-catalog.ts`).
 * Its raw values come from `readBuildEnv()` in `lib/env.ts`. Never imported by client code.
 */
export interface BuildConfig {
  /** Where the catalog and price tables come from: the files in content/, or a running v1.1 API. */
  catalogSource: 'content' | 'api';
  /** The v1.1 API base (ending in `/`) to read `GET catalog` from; required when the source is `api`. */
  catalogApiUrl: string | undefined;
  /** Where the pre-build step writes what the API answered, for the loaders to read. */
  catalogSnapshotDir: string;
}

const DEFAULT_CATALOG_SNAPSHOT_DIR = '.next-catalog';

/** The files of a catalog snapshot, inside `catalogSnapshotDir`. */
export const catalogSnapshotFiles = {
  catalog: 'catalog.json',
  priceTables: 'price-tables.json',
  /** Where the snapshot came from and when: `{ url, updatedAt, fetchedAt }`. */
  source: 'source.json',
} as const;

function apiUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`Invalid configuration: CATALOG_API_URL must be an absolute http(s) URL, e.g. http://127.0.0.1:3000/api/v1.1/ (got "${trimmed}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Invalid configuration: CATALOG_API_URL must use http or https (got "${trimmed}")`);
  }
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

export function parseBuildConfig(raw: Readonly<Record<string, string | undefined>>): BuildConfig {
  const source = raw.CATALOG_SOURCE?.trim() || 'content';
  if (source !== 'content' && source !== 'api') {
    throw new Error(`Invalid configuration: CATALOG_SOURCE must be "content" or "api" (got "${source}")`);
  }
  return {
    catalogSource: source,
    catalogApiUrl: apiUrl(raw.CATALOG_API_URL),
    catalogSnapshotDir: raw.CATALOG_SNAPSHOT_DIR?.trim() || DEFAULT_CATALOG_SNAPSHOT_DIR,
  };
}

let config: BuildConfig | undefined;

/** The build configuration, read on first use (the API process imports the loaders too, and never needs it). */
export function getBuildConfig(): BuildConfig {
  config ??= parseBuildConfig(readBuildEnv());
  return config;
}

const warned = new Set<string>();

/**
 * The snapshot file the build reads `kind` from instead of content/: only with
 * `CATALOG_SOURCE=api`, and only once the pre-build step has written it.
 */
export function catalogSnapshotFile(kind: 'catalog' | 'priceTables', current: BuildConfig = getBuildConfig()): string | undefined {
  if (current.catalogSource !== 'api') return undefined;
  const file = path.resolve(current.catalogSnapshotDir, catalogSnapshotFiles[kind]);
  if (existsSync(file)) return file;
  if (!warned.has(file)) {
    warned.add(file);
    console.warn(
      `CATALOG_SOURCE=api, but ${path.relative(process.cwd(), file)} does not exist: reading content/ instead. \`npm run build:site\` fetches it before \`next build\`.`,
    );
  }
  return undefined;
}

/** The JSON in a snapshot file, for the schemas to validate. */
export function readSnapshotJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: cannot be read as JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}
