import { describe, expect, it } from 'vitest';
import { getCatalog } from '@/lib/catalog/load.server';
import { parseServiceSlug, VARIANT_SERVICE_IDS } from '@/lib/catalog';
import { variantStaticParams } from '@/lib/services/metadata.server';
import { listPageVariants } from '@/lib/services/page-variants';
import { listServicePaths, listVariantSlugs } from '@/lib/services/paths.server';

const catalog = getCatalog();
const paths = listServicePaths();

describe('listServicePaths', () => {
  it('lists the overview and the three listing pages', () => {
    expect(paths.slice(0, 2)).toEqual(['/services/', '/services/document-translation/']);
    for (const id of VARIANT_SERVICE_IDS) expect(paths).toContain(`/services/${id}/`);
  });

  it('lists every variant with a page of every service, each path once, with a trailing slash', () => {
    const variants = VARIANT_SERVICE_IDS.reduce((sum, id) => sum + listPageVariants(id, catalog).length, 0);
    expect(paths).toHaveLength(1 + VARIANT_SERVICE_IDS.length + variants);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/services\/([a-z0-9-]+\/){0,2}$/);
  });

  it('includes the examples of the URL grammar and leaves out platforms under other services', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/services/document-translation/spanish/',
        '/services/on-site-interpretation/new-york-ny/',
        '/services/remote-interpretation/zoom/',
      ]),
    );
    // Language-in-city pages are not generated (lib/services/page-variants.ts); their addresses redirect.
    expect(paths).not.toContain('/services/on-site-interpretation/vietnamese-in-houston-tx/');
    expect(paths).not.toContain('/services/document-translation/zoom/');
    expect(paths).not.toContain('/services/on-site-interpretation/zoom/');
  });
});

describe('variant slugs and static params', () => {
  it.each(VARIANT_SERVICE_IDS)('every slug of %s parses back to a variant of that service', (serviceId) => {
    const slugs = listVariantSlugs(serviceId);
    expect(slugs).toHaveLength(listPageVariants(serviceId, catalog).length);
    for (const slug of slugs) expect(parseServiceSlug(serviceId, slug, catalog)).not.toBeNull();
  });

  it('gives generateStaticParams one { slug } per variant and returns the memoised list', () => {
    expect(variantStaticParams('remote-interpretation')).toEqual(listVariantSlugs('remote-interpretation').map((slug) => ({ slug })));
    expect(listVariantSlugs('document-translation')).toBe(listVariantSlugs('document-translation'));
  });
});
