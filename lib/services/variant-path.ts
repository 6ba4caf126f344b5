import { VARIANT_SERVICE_IDS } from '@/lib/catalog/service-ids';

const variantPath = new RegExp(`^/services/(${VARIANT_SERVICE_IDS.join('|')})/[a-z0-9-]+/$`);

/**
 * Whether a site path is one of the service variant pages (`/services/spanish/…`, about 4,000 of
 * them). No link prefetches them: they are reached from long lists of links, and the static export
 * writes their per-segment prefetch files only to remove them (scripts/postbuild/lean-export.ts),
 * which keeps each at HTML plus one payload file.
 */
export function isServiceVariantPath(path: string): boolean {
  return variantPath.test(path.split(/[?#]/)[0] ?? '');
}
