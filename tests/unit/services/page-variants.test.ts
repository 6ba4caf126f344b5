import { describe, expect, it } from 'vitest';
import { listServiceVariants, pairLanguagesOf, servicePath, VARIANT_SERVICE_IDS } from '@/lib/catalog';
import { getCatalog } from '@/lib/catalog/load.server';
import { hasOwnPage, listPageVariants, listVariantRedirects, standInFor } from '@/lib/services/page-variants';
import { listServicePaths } from '@/lib/services/paths.server';
import { getVariantView } from '@/lib/services/variant-view.server';

const catalog = getCatalog();
const [spanish] = catalog.languages;
const [newYork] = catalog.locations;
const [zoom] = catalog.platforms;
if (!spanish || !newYork || !zoom) throw new Error('catalog fixtures missing');
const pair = { kind: 'pair', language: spanish, location: newYork } as const;

describe('hasOwnPage', () => {
  it('gives languages, cities and platforms a page, and no language-in-city pair', () => {
    expect(hasOwnPage({ kind: 'language', language: spanish })).toBe(true);
    expect(hasOwnPage({ kind: 'location', location: newYork })).toBe(true);
    expect(hasOwnPage({ kind: 'platform', platform: zoom })).toBe(true);
    expect(hasOwnPage(pair)).toBe(false);
  });

  it.each(VARIANT_SERVICE_IDS)('is what %s generates: its paths are exactly the variants with a page', (serviceId) => {
    const listed = listServicePaths().filter((path) => path.startsWith(`/services/${serviceId}/`) && path !== `/services/${serviceId}/`);
    expect(listed).toEqual(listPageVariants(serviceId, catalog).map((variant) => servicePath(serviceId, variant)));
    expect(listed.some((path) => path.includes('-in-'))).toBe(false);
  });
});

describe('standInFor', () => {
  it('sends a pair to its city page for on-site interpreting and to its language page otherwise', () => {
    expect(standInFor('on-site-interpretation', pair)).toEqual({ kind: 'location', location: newYork });
    expect(standInFor('document-translation', pair)).toEqual({ kind: 'language', language: spanish });
    expect(standInFor('remote-interpretation', pair)).toEqual({ kind: 'language', language: spanish });
  });
});

describe('listVariantRedirects', () => {
  const redirects = listVariantRedirects(VARIANT_SERVICE_IDS, catalog);
  const built = new Set(listServicePaths());

  it('moves every catalog variant without a page, once, to a page that is built', () => {
    const withoutPage = VARIANT_SERVICE_IDS.reduce((sum, id) => sum + listServiceVariants(id, catalog).filter((v) => !hasOwnPage(v)).length, 0);
    expect(redirects).toHaveLength(withoutPage);
    expect(withoutPage).toBeGreaterThan(0);
    expect(new Set(redirects.map((r) => r.from)).size).toBe(redirects.length);
    for (const { from, to } of redirects) {
      expect(built.has(from)).toBe(false);
      expect(built.has(to)).toBe(true);
    }
  });

  it('includes the old language-in-city addresses', () => {
    expect(redirects).toContainEqual({
      from: '/services/on-site-interpretation/vietnamese-in-houston-tx/',
      to: '/services/on-site-interpretation/houston-tx/',
    });
    expect(redirects).toContainEqual({ from: '/services/document-translation/vietnamese-in-houston-tx/', to: '/services/document-translation/vietnamese/' });
  });
});

describe('links between variant pages', () => {
  it('never lead to a variant without a page', () => {
    const built = new Set(listServicePaths());
    for (const serviceId of VARIANT_SERVICE_IDS) {
      for (const variant of listPageVariants(serviceId, catalog).filter((_, i) => i % 7 === 0)) {
        for (const group of getVariantView(serviceId, servicePath(serviceId, variant).split('/')[3] ?? '').related) {
          for (const link of group.links) expect(built.has(link.href)).toBe(true);
        }
      }
    }
  });

  it('lead from a city page to the pages of its languages, in the written form translation needs', () => {
    const city = getVariantView('document-translation', newYork.slug);
    const languages = city.related.find((g) => g.id === 'other-languages')?.links.map((l) => l.href);
    expect(languages).toEqual(pairLanguagesOf('document-translation', newYork, catalog).map((language) => `/services/document-translation/${language.slug}/`));
    expect(languages).toContain('/services/document-translation/chinese-simplified/');
    expect(languages).not.toContain('/services/document-translation/mandarin/');
  });
});
