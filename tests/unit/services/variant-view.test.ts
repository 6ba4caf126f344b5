import { describe, expect, it } from 'vitest';
import { getServicesData } from '@/lib/services/data.server';
import { variantCrumb, variantLinkText } from '@/lib/services/labels';
import { variantMetadata } from '@/lib/services/metadata.server';
import { quotePreset } from '@/lib/services/quote-link';
import { getVariantView } from '@/lib/services/variant-view.server';

describe('getServicesData', () => {
  it('loads once per process and hands out the same object', () => {
    const first = getServicesData();
    expect(getServicesData()).toBe(first);
    expect(first.services.size).toBe(5);
    // Translation lists every language but the spoken-only ones; interpreting every one but the written-only ones.
    const listed = (id: keyof typeof first.languageGroups) => first.languageGroups[id].flatMap((g) => g.languages);
    expect(listed('document-translation')).toHaveLength(first.catalog.languages.filter((l) => l.form !== 'spoken').length);
    expect(listed('on-site-interpretation')).toHaveLength(first.catalog.languages.filter((l) => l.form !== 'written').length);
    expect(listed('document-translation').map((l) => l.slug)).not.toContain('mandarin');
    expect(listed('remote-interpretation').map((l) => l.slug)).not.toContain('chinese-simplified');
  });
});

describe('getVariantView', () => {
  it('composes a city page: copy, trail, price, related links, JSON-LD and the quote preset', () => {
    const view = getVariantView('on-site-interpretation', 'houston-tx');
    expect(view.path).toBe('/services/on-site-interpretation/houston-tx/');
    expect(view.trail.map((c) => c.name)).toEqual(['Services', 'On-site interpretation', 'Houston, TX']);
    expect(view.trail.at(-1)?.path).toBe(view.path);
    expect(view.copy.h1).toContain('Houston');
    expect(view.jsonLd.areaServed).toMatchObject({ '@type': 'City', name: 'Houston' });
    expect(view.jsonLd.provider.knowsLanguage.map((l) => l.name)).toContain('Vietnamese');
    expect(view.quote.href).toBe('#on-site-calculator');
    expect(view.quote.pricingHref).toBe('/pricing/?onsite-location=houston-tx#on-site-calculator');
    expect(view.related.map((g) => g.id)).toEqual(['other-languages', 'nearby', 'other-services']);
  });

  it('leaves out of a language page the template sentences other language pages repeat with only the name and regions changed', () => {
    const text = (serviceId: 'document-translation' | 'remote-interpretation', slug: string) =>
      getVariantView(serviceId, slug)
        .copy.sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])])
        .join(' ');
    // "Bambara is spoken in Mali, Burkina Faso and Côte d'Ivoire, and speakers from different places…"
    expect(text('remote-interpretation', 'bambara')).not.toMatch(/speakers from different places/);
    expect(text('document-translation', 'kyrgyz')).not.toMatch(/records from Kyrgyzstan|issued in Kyrgyzstan/);
    // What is the language's own stays: its note from the catalog.
    expect(text('document-translation', 'kyrgyz')).toContain('issued in both Kyrgyz and Russian');
  });

  it('bounds every related list and never links a page to itself', () => {
    for (const [serviceId, slug] of [
      ['document-translation', 'spanish'],
      ['on-site-interpretation', 'new-york-ny'],
      ['remote-interpretation', 'new-york-ny'],
      ['remote-interpretation', 'zoom'],
    ] as const) {
      const view = getVariantView(serviceId, slug);
      for (const group of view.related) {
        expect(group.links.length).toBeGreaterThan(0);
        expect(group.links.length).toBeLessThanOrEqual(16);
        expect(group.links.map((l) => l.href)).not.toContain(view.path);
      }
    }
  });

  it('lists a city page\u2019s demand languages in full and the other platforms on a platform page', () => {
    const city = getVariantView('on-site-interpretation', 'new-york-ny');
    const demand = getServicesData().catalog.locations.find((l) => l.slug === 'new-york-ny')?.demandLanguages ?? [];
    expect(city.related.find((g) => g.id === 'other-languages')?.links).toHaveLength(demand.length);
    const zoom = getVariantView('remote-interpretation', 'zoom');
    expect(zoom.related).toHaveLength(1);
    expect(zoom.related[0]?.links).toHaveLength(getServicesData().catalog.platforms.length - 1);
    expect(zoom.jsonLd.areaServed).toEqual({ '@type': 'Country', name: 'United States' });
  });

  it('returns the same view to metadata and page, and refuses slugs the catalog does not list', () => {
    expect(getVariantView('document-translation', 'spanish')).toBe(getVariantView('document-translation', 'spanish'));
    expect(() => getVariantView('document-translation', 'zoom')).toThrow(/"zoom" is not a variant of document-translation/);
    expect(variantMetadata('document-translation', 'spanish')).toMatchObject({
      title: getVariantView('document-translation', 'spanish').copy.title,
      alternates: { canonical: expect.stringMatching(/\/services\/document-translation\/spanish\/$/) },
    });
  });
});

describe('labels and quote presets', () => {
  const { catalog } = getServicesData();
  const [spanish] = catalog.languages;
  const [newYork] = catalog.locations;
  const zoom = catalog.platforms.find((p) => p.slug === 'zoom');
  const phone = catalog.platforms.find((p) => p.kind === 'phone');
  if (!spanish || !newYork || !zoom || !phone) throw new Error('catalog fixtures missing');
  const pair = { kind: 'pair', language: spanish, location: newYork } as const;

  it.each([
    ['document-translation', pair, 'Certified Spanish translation in New York, NY'],
    ['on-site-interpretation', { kind: 'language', language: spanish }, 'On-site Spanish interpreters'],
    ['remote-interpretation', { kind: 'location', location: newYork }, 'Remote interpreters for New York, NY'],
    ['remote-interpretation', { kind: 'platform', platform: zoom }, 'Interpreters on Zoom'],
    ['remote-interpretation', { kind: 'platform', platform: phone }, phone.name],
  ] as const)('links %s %o as "%s"', (serviceId, variant, text) => {
    expect(variantLinkText(serviceId, variant)).toBe(text);
  });

  it('names the crumb of a pair', () => {
    expect(variantCrumb(pair)).toBe('Spanish in New York, NY');
  });

  it.each([
    ['document-translation', pair, '/pricing/?doc-from=spanish#document-translation-calculator', { language: 'spanish' }, ['Spanish']],
    ['document-translation', { kind: 'location', location: newYork }, '/pricing/#document-translation-calculator', {}, []],
    [
      'on-site-interpretation',
      { kind: 'location', location: newYork },
      '/pricing/?onsite-location=new-york-ny#on-site-calculator',
      { location: 'new-york-ny' },
      ['New York, NY'],
    ],
    ['remote-interpretation', { kind: 'location', location: newYork }, '/pricing/#remote-calculator', {}, []],
    [
      'remote-interpretation',
      { kind: 'platform', platform: zoom },
      '/pricing/?remote-mode=scheduled&remote-platform=zoom#remote-calculator',
      { platform: 'zoom' },
      ['Zoom'],
    ],
    ['remote-interpretation', { kind: 'platform', platform: phone }, '/pricing/?remote-mode=opi#remote-calculator', { platform: phone.slug }, [phone.name]],
  ] as const)('presets the %s calculator for %o', (serviceId, variant, href, preset, selected) => {
    expect(quotePreset(serviceId, variant)).toEqual({ href: `#${href.split('#')[1] ?? ''}`, pricingHref: href, preset, selected });
  });
});
