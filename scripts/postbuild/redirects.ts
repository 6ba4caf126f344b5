import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCatalog } from '@/lib/catalog/load.server';
import { serviceRedirects, type VariantRedirect } from '@/lib/services/page-variants';

/** One `from to 308` a line: the `_redirects` format static hosts read, and the site server too. */
function formatRedirects(redirects: readonly VariantRedirect[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 308\n`).join('');
}

/**
 * Writes out/_redirects for the service addresses without a page (`serviceRedirects`: variants
 * without a page of their own, and pages of languages that can't have the service), each to the
 * page that replaces it, and returns how many. Throws when a redirect would hide a built page or
 * lead to a page that was not built, so the list and out/ cannot drift apart.
 */
export function writeVariantRedirects(outDir: string): number {
  const page = (path: string) => existsSync(join(outDir, path, 'index.html'));
  const redirects = serviceRedirects(getCatalog());
  for (const { from, to } of redirects) {
    if (page(from)) throw new Error(`postbuild: ${from} is built, yet listed as moved to ${to}`);
    if (!page(to)) throw new Error(`postbuild: ${from} would redirect to ${to}, which was not built`);
  }
  writeFileSync(join(outDir, '_redirects'), formatRedirects(redirects));
  return redirects.length;
}
