import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { VARIANT_SERVICE_IDS } from '@/lib/catalog';
import { getCatalog } from '@/lib/catalog/load.server';
import { listVariantRedirects } from '@/lib/services/page-variants';

/**
 * The redirects the server answers for service variants without a page (`hasOwnPage`), as
 * `dist/redirects.json` holds them. Throws when a redirect would hide a built page or lead to a page
 * that was not built, so the list and out/ cannot drift apart.
 */
export function variantRedirects(outDir: string): Record<string, string> {
  const page = (path: string) => existsSync(join(outDir, path, 'index.html'));
  const redirects: Record<string, string> = {};
  for (const { from, to } of listVariantRedirects(VARIANT_SERVICE_IDS, getCatalog())) {
    if (page(from)) throw new Error(`postbuild: ${from} is built, yet listed as moved to ${to}`);
    if (!page(to)) throw new Error(`postbuild: ${from} would redirect to ${to}, which was not built`);
    redirects[from] = to;
  }
  return redirects;
}
