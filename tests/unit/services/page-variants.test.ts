import { describe, expect, it } from 'vitest';
import { listServiceVariants, pairLanguagesOf, servicePath, VARIANT_SERVICE_IDS } from '@/lib/catalog';
import { getCatalog } from '@/lib/catalog/load.server';
import { pairFactsOf } from '@/lib/catalog/pair-facts.server';
import { hasOwnPage, listPageVariants, listVariantRedirects, standInFor } from '@/lib/services/page-variants';
import { listServicePaths } from '@/lib/services/paths.server';
import { getVariantView } from '@/lib/services/variant-view.server';

const catalog = getCatalog();
const [spanish] = catalog.languages;
const [newYork] = catalog.locations;
const [zoom] = catalog.platforms;
const korean = catalog.languages.find((l) => l.slug === 'korean');
const losAngeles = catalog.locations.find((l) => l.slug === 'los-angeles-ca');
if (!spanish || !newYork || !zoom || !korean || !losAngeles) throw new Error('catalog fixtures missing');
const pair = { kind: 'pair', language: spanish, location: newYork } as const;

describe('hasOwnPage', () => {
  it('gives languages, cities and platforms a page', () => {
    expect(hasOwnPage('remote-interpretation', { kind: 'language', language: spanish }, catalog)).toBe(true);
    expect(hasOwnPage('remote-interpretation', { kind: 'location', location: newYork }, catalog)).toBe(true);
    expect(hasOwnPage('remote-interpretation', { kind: 'platform', platform: zoom }, catalog)).toBe(true);
  });

  it('gives a language-in-city pair a page only for the services two sources of pairs.yaml bear on there', () => {
    // Spanish in New York has one fact (Local Law 30, translation only); Korean in Los Angeles has
    // Civil Code § 1632 and the Section 203 determination for translation, and the court
    // certification and Section 203 for interpreting.
    expect(pairFactsOf('document-translation', spanish, newYork, catalog)).toHaveLength(1);
    for (const serviceId of VARIANT_SERVICE_IDS) {
      expect(hasOwnPage(serviceId, pair, catalog)).toBe(false);
      expect(hasOwnPage(serviceId, { kind: 'pair', language: korean, location: losAngeles }, catalog)).toBe(true);
    }
  });

  it('leaves a pair whose facts repeat an earlier page of the same language, or of the same city and sources, to its stand-in', () => {
    const longBeach = catalog.locations.find((l) => l.slug === 'long-beach-ca');
    const mandarin = catalog.languages.find((l) => l.slug === 'mandarin');
    if (!longBeach || !mandarin) throw new Error('catalog fixtures missing');
    // Korean in Long Beach has the same facts as in Los Angeles (one county, one state).
    expect(pairFactsOf('remote-interpretation', korean, longBeach, catalog).map((f) => f.text)).toEqual(
      pairFactsOf('remote-interpretation', korean, losAngeles, catalog).map((f) => f.text),
    );
    expect(hasOwnPage('remote-interpretation', { kind: 'pair', language: korean, location: longBeach }, catalog)).toBe(false);
    // Mandarin in Los Angeles has facts from the same two sources as Korean there.
    expect(pairFactsOf('remote-interpretation', mandarin, losAngeles, catalog)).toHaveLength(2);
    expect(hasOwnPage('remote-interpretation', { kind: 'pair', language: mandarin, location: losAngeles }, catalog)).toBe(false);
  });

  it.each(VARIANT_SERVICE_IDS)('is what %s generates: its paths are exactly the variants with a page, ten pairs or more among them', (serviceId) => {
    const listed = listServicePaths().filter((path) => path.startsWith(`/services/${serviceId}/`) && path !== `/services/${serviceId}/`);
    expect(listed).toEqual(listPageVariants(serviceId, catalog).map((variant) => servicePath(serviceId, variant)));
    const pairs = listPageVariants(serviceId, catalog).filter((v) => v.kind === 'pair');
    expect(pairs.length).toBeGreaterThanOrEqual(10);
    for (const variant of pairs) {
      const sources = new Set(pairFactsOf(serviceId, variant.language, variant.location, catalog).map((fact) => fact.source.id));
      expect(sources.size).toBeGreaterThanOrEqual(2);
    }
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
    const withoutPage = VARIANT_SERVICE_IDS.reduce((sum, id) => sum + listServiceVariants(id, catalog).filter((v) => !hasOwnPage(id, v, catalog)).length, 0);
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

  it('lead from a city page to the pages of its languages, in the written form translation needs, and to its pair pages where they exist', () => {
    const city = getVariantView('document-translation', newYork.slug);
    const languages = city.related.find((g) => g.id === 'other-languages')?.links.map((l) => l.href);
    expect(languages).toEqual(
      pairLanguagesOf('document-translation', newYork, catalog).map((language) =>
        language.slug === 'bengali' ? '/services/document-translation/bengali-in-new-york-ny/' : `/services/document-translation/${language.slug}/`,
      ),
    );
    expect(languages).toContain('/services/document-translation/chinese-simplified/');
    expect(languages).not.toContain('/services/document-translation/mandarin/');
  });
});
