import { describe, expect, it } from 'vitest';
import { getCatalog } from '@/lib/catalog/load.server';
import { languageSupports, parseServiceSlug, servicePath, VARIANT_SERVICE_IDS } from '@/lib/catalog';
import { variantStaticParams } from '@/lib/services/metadata.server';
import { listPageVariants } from '@/lib/services/page-variants';
import { listServicePaths, listVariantSitemapEntries, listVariantSlugs } from '@/lib/services/paths.server';
import { relatedGroups } from '@/lib/services/related';

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

describe('only services that exist', () => {
  it('generates no path, sitemap entry or static param that pairs a service with a language that cannot have it', () => {
    const entries = listVariantSitemapEntries().map((e) => e.path);
    const offending = [...paths, ...entries].flatMap((path) => {
      const [, , serviceId = '', slug] = path.split('/');
      const service = VARIANT_SERVICE_IDS.find((id) => id === serviceId);
      if (service === undefined || slug === undefined || slug === '') return [];
      const variant = parseServiceSlug(service, slug, catalog);
      if (variant === null) return [`${path} (not a variant)`];
      return (variant.kind === 'language' || variant.kind === 'pair') && !languageSupports(variant.language, service) ? [path] : [];
    });
    expect(offending).toEqual([]);
    for (const gone of [
      '/services/document-translation/mandarin/',
      '/services/document-translation/cantonese-in-new-york-ny/',
      '/services/on-site-interpretation/chinese-simplified/',
      '/services/remote-interpretation/chinese-traditional/',
    ]) {
      expect(paths).not.toContain(gone);
      expect(entries).not.toContain(gone);
    }
    expect(variantStaticParams('document-translation')).not.toContainEqual({ slug: 'mandarin' });
    expect(variantStaticParams('on-site-interpretation')).not.toContainEqual({ slug: 'chinese-simplified' });
  });

  it('links every related page to a page that exists, crossing to the stand-in language where a service needs one', () => {
    const pages = new Set(paths);
    const dead: string[] = [];
    for (const serviceId of VARIANT_SERVICE_IDS) {
      for (const variant of listPageVariants(serviceId, catalog)) {
        for (const group of relatedGroups(serviceId, variant, catalog)) {
          for (const link of group.links) if (!pages.has(link.href)) dead.push(`${servicePath(serviceId, variant)} → ${link.href}`);
        }
      }
    }
    expect(dead).toEqual([]);
    const mandarin = relatedGroups('on-site-interpretation', { kind: 'language', language: catalog.languages.find((l) => l.slug === 'mandarin')! }, catalog);
    expect(mandarin.find((g) => g.id === 'other-services')?.links.map((l) => l.href)).toEqual([
      '/services/document-translation/chinese-simplified/',
      '/services/document-translation/chinese-traditional/',
      '/services/remote-interpretation/mandarin/',
    ]);
  });
});
