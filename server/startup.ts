import fs from 'node:fs';
import path from 'node:path';
import { DataDirLockedError } from './db/data-dir-lock';
import { ConfigurationError } from './env';

/*
 * What start-up opens, checked where it is opened: a setting that points at nothing stops the
 * process with one line naming the variable (ConfigurationError, printed by the entry points),
 * not a stack trace, and not a process that says it is healthy while it can't do its work.
 */

/** The reason of an error in one line, without a URL's password. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  const text = `${message}${cause}${code !== undefined && !message.includes(code) ? ` (${code})` : ''}`;
  return text
    .replace(/\/\/([^:/@\s]+):[^@/\s]+@/g, '//$1:***@')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Runs one step of start-up; its failure becomes one line naming `variable` and what it must be. */
export async function startupStep<T>(variable: string, expectation: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ConfigurationError || error instanceof DataDirLockedError) throw error;
    throw new ConfigurationError([`${variable} ${expectation}: ${reasonOf(error)}`]);
  }
}

/** The migrations Drizzle applies: a folder with `meta/_journal.json`. */
export function checkMigrationsDir(dir: string): void {
  if (!fs.existsSync(path.join(dir, 'meta', '_journal.json'))) {
    throw new ConfigurationError([`MIGRATIONS_DIR must be the folder of the SQL migrations (with meta/_journal.json); ${path.resolve(dir)} is not`]);
  }
}

/**
 * A process that serves the site needs the built pages and their CSP manifest: without the
 * manifest every page would block its own inline scripts, silently.
 */
export function checkSite(siteDir: string, manifest: string): void {
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    throw new ConfigurationError([`SITE_DIR must be the built site (run npm run build, or set SERVE_SITE=false); ${path.resolve(siteDir)} has no index.html`]);
  }
  let pages = 0;
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    pages =
      typeof parsed === 'object' && parsed !== null && 'pages' in parsed && typeof parsed.pages === 'object' && parsed.pages !== null
        ? Object.keys(parsed.pages).length
        : 0;
  } catch (error) {
    throw new ConfigurationError([`CSP_MANIFEST must be the build's dist/csp-manifest.json (npm run build writes it): ${reasonOf(error)}`]);
  }
  if (pages === 0) throw new ConfigurationError([`CSP_MANIFEST must list the pages' script hashes; ${path.resolve(manifest)} lists none`]);
}
