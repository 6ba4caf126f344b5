import { describe, expect, it } from 'vitest';
import { getCatalog } from '@/lib/catalog/load.server';
import { VARIANT_SERVICE_IDS } from '@/lib/catalog/schema';
import { buildServiceSlug, listServiceVariants, parseServiceSlug, servicePath } from '@/lib/catalog/slugs';

const catalog = getCatalog();

describe('slug grammar over the real catalog', () => {
  it.each(VARIANT_SERVICE_IDS)('round-trips every variant of %s', (serviceId) => {
    const variants = listServiceVariants(serviceId, catalog);
    expect(variants.length).toBeGreaterThan(catalog.languages.length + catalog.locations.length);
    for (const variant of variants) {
      const slug = buildServiceSlug(variant);
      expect(parseServiceSlug(serviceId, slug, catalog)).toEqual(variant);
    }
  });

  it('lists each kind the right number of times', () => {
    // Interpreting pairs are the cities' demand lists; translation takes each language's written form, once.
    const pairs = catalog.locations.reduce((sum, l) => sum + l.demandLanguages.length, 0);
    const count = (serviceId: (typeof VARIANT_SERVICE_IDS)[number], kind: string) =>
      listServiceVariants(serviceId, catalog).filter((v) => v.kind === kind).length;
    expect(count('on-site-interpretation', 'pair')).toBe(pairs);
    expect(count('remote-interpretation', 'pair')).toBe(pairs);
    expect(count('document-translation', 'pair')).toBeLessThanOrEqual(pairs);
    expect(count('on-site-interpretation', 'language')).toBe(catalog.languages.filter((l) => l.form !== 'written').length);
    expect(count('document-translation', 'language')).toBe(catalog.languages.filter((l) => l.form !== 'spoken').length);
    expect(count('remote-interpretation', 'platform')).toBe(catalog.platforms.length);
    expect(count('document-translation', 'platform')).toBe(0);
  });

  it.each([
    ['remote-interpretation', 'zoom', 'platform'],
    ['document-translation', 'spanish', 'language'],
    ['on-site-interpretation', 'new-york-ny', 'location'],
    ['on-site-interpretation', 'spanish-in-new-york-ny', 'pair'],
    ['document-translation', 'spanish-in-indianapolis-in', 'pair'],
  ])('parses %s/%s as a %s', (serviceId, slug, kind) => {
    expect(parseServiceSlug(serviceId, slug, catalog)?.kind).toBe(kind);
  });

  it.each([
    ['document-translation', 'zoom', 'platform under the wrong service'],
    ['on-site-interpretation', 'phone-interpreting', 'platform under the wrong service'],
    ['document-translation', 'klingon', 'unknown slug'],
    ['document-translation', 'spanish-in-atlantis-xx', 'unknown location'],
    ['document-translation', 'navajo-in-new-york-ny', 'language not in demand there'],
    ['remote-interpretation', 'zoom-in-new-york-ny', 'platform used as a language'],
    ['proofreading', 'spanish', 'service without variants'],
    ['unknown-service', 'spanish', 'unknown service'],
    ['document-translation', 'Spanish', 'wrong case'],
  ])('returns null for %s/%s (%s)', (serviceId, slug) => {
    expect(parseServiceSlug(serviceId, slug, catalog)).toBeNull();
  });

  it('builds canonical paths with the trailing slash', () => {
    expect(servicePath('document-translation')).toBe('/services/document-translation/');
    expect(servicePath('on-site-interpretation', { kind: 'pair', language: { slug: 'vietnamese' }, location: { slug: 'houston-tx' } })).toBe(
      '/services/on-site-interpretation/vietnamese-in-houston-tx/',
    );
    expect(servicePath('remote-interpretation', { kind: 'platform', platform: { slug: 'zoom' } })).toBe('/services/remote-interpretation/zoom/');
    expect(servicePath('proofreading')).toBe('/services/#proofreading');
    expect(() => servicePath('document-translation', { kind: 'platform', platform: { slug: 'zoom' } })).toThrow(/remote-interpretation/);
    expect(() => servicePath('transcription', { kind: 'language', language: { slug: 'spanish' } })).toThrow(/no variant pages/);
  });

  it('contains the slugs other content links to', () => {
    const languages = [
      'spanish',
      'portuguese',
      'french',
      'german',
      'italian',
      'russian',
      'ukrainian',
      'arabic',
      'vietnamese',
      'korean',
      'japanese',
      'chinese-simplified',
      'chinese-traditional',
      'haitian-creole',
      'tagalog',
      'hindi',
      'polish',
      'farsi',
    ];
    const spoken = ['mandarin', 'cantonese'];
    const locations = [
      'new-york-ny',
      'los-angeles-ca',
      'chicago-il',
      'houston-tx',
      'miami-fl',
      'boston-ma',
      'san-francisco-ca',
      'seattle-wa',
      'atlanta-ga',
      'washington-dc',
    ];
    const platforms = ['zoom', 'microsoft-teams', 'google-meet', 'webex', 'phone-interpreting', 'video-remote-interpreting'];
    for (const slug of languages) expect(parseServiceSlug('document-translation', slug, catalog)?.kind).toBe('language');
    for (const slug of spoken) expect(parseServiceSlug('on-site-interpretation', slug, catalog)?.kind).toBe('language');
    for (const slug of locations) expect(parseServiceSlug('on-site-interpretation', slug, catalog)?.kind).toBe('location');
    for (const slug of platforms) expect(parseServiceSlug('remote-interpretation', slug, catalog)?.kind).toBe('platform');
  });
});
