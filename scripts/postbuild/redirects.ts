/**
 * Post-build step: writes `out/_redirects`, the permanent redirects from the service pages the catalog
 * retired to the pages that replaced them (lib/catalog/retired-pages.ts). The server reads the file at
 * start-up (server/site/plugin.ts), and static hosts that read `_redirects` serve it as it is.
 *
 * Throws when a redirect would hide a page that was built, or point to one that wasn't.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCatalog } from '../../lib/catalog/load.server';
import { formatRedirects, retiredVariantRedirects } from '../../lib/catalog/retired-pages';

export function writeRetiredRedirects(outDir: string): number {
  const redirects = retiredVariantRedirects(getCatalog());
  const built = (path: string) => existsSync(join(outDir, path, 'index.html'));
  const problems = redirects.flatMap(({ from, to }) => [
    ...(built(from) ? [`${from} is a built page and cannot redirect`] : []),
    ...(built(to) ? [] : [`${from} redirects to ${to}, which was not built`]),
  ]);
  if (problems.length > 0) throw new Error(`postbuild: retired-page redirects:\n  ${problems.join('\n  ')}`);
  writeFileSync(join(outDir, '_redirects'), formatRedirects(redirects));
  return redirects.length;
}
