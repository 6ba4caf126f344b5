import { beforeAll, describe, expect, it } from 'vitest';
import { auditVariantPages, findDuplicates, type VariantPageAudit } from '@/lib/catalog/copy-audit.server';
import { getCatalog } from '@/lib/catalog/load.server';
import { copyBodyBlocks, copySentences, getVariantCopy } from '@/lib/catalog/page-copy.server';
import { pairFactsOf } from '@/lib/catalog/pair-facts.server';
import { buildServiceSlug, parseServiceSlug } from '@/lib/catalog/slugs';
import { VARIANT_SERVICE_IDS } from '@/lib/catalog/schema';
import { listPageVariants } from '@/lib/services/page-variants';

const catalog = getCatalog();
let pages: VariantPageAudit[] = [];

beforeAll(() => {
  // The variant pages that are built: a language-in-city address without a page is not one.
  const built = new Set(VARIANT_SERVICE_IDS.flatMap((serviceId) => listPageVariants(serviceId, catalog).map((v) => `${serviceId}/${buildServiceSlug(v)}`)));
  pages = auditVariantPages(catalog).filter((p) => built.has(`${p.serviceId}/${p.slug}`));
});

function variant(serviceId: 'document-translation' | 'on-site-interpretation' | 'remote-interpretation', slug: string) {
  const parsed = parseServiceSlug(serviceId, slug, catalog);
  if (parsed === null) throw new Error(`unknown variant ${serviceId}/${slug}`);
  return parsed;
}

describe('variant page copy', () => {
  it('gives every language, city and platform page at least 300 words of body, and every pair page 100', () => {
    // A language-in-city page is its cited facts and the language's and city's details for the
    // service; how far it stands apart from its siblings is measured on the built site (check:content).
    const thin = pages.filter((p) => p.words < (p.kind === 'pair' ? 100 : 300)).map((p) => `${p.serviceId}/${p.slug} (${p.words})`);
    expect(thin).toEqual([]);
    expect(pages.length).toBeGreaterThan(700);
    expect(pages.filter((p) => p.kind === 'pair').length).toBeGreaterThanOrEqual(30);
  });

  it('keeps titles within 60 characters and descriptions within 120-160', () => {
    expect(pages.filter((p) => p.title.length > 60).map((p) => p.title)).toEqual([]);
    expect(pages.filter((p) => p.description.length < 120 || p.description.length > 160).map((p) => p.description)).toEqual([]);
  });

  it('never repeats a title or description across variant pages', () => {
    expect([...findDuplicates(pages, 'title')]).toEqual([]);
    expect([...findDuplicates(pages, 'description')]).toEqual([]);
  });

  it('gives every page three to five FAQ entries', () => {
    expect(pages.filter((p) => p.faqCount < 3 || p.faqCount > 5).map((p) => p.slug)).toEqual([]);
  });

  it.each([
    ['document-translation', 'vietnamese', 'los-angeles-ca'],
    ['document-translation', 'spanish', 'dallas-tx'],
    ['on-site-interpretation', 'haitian-creole', 'miami-fl'],
    ['on-site-interpretation', 'spanish', 'houston-tx'],
    ['remote-interpretation', 'cantonese', 'san-francisco-ca'],
  ] as const)('opens the %s pair %s in %s with its own cited facts, none of them on its language or city page', (serviceId, languageSlug, locationSlug) => {
    const language = catalog.languages.find((l) => l.slug === languageSlug);
    const location = catalog.locations.find((l) => l.slug === locationSlug);
    if (language === undefined || location === undefined) throw new Error('fixture slugs missing');
    const facts = pairFactsOf(serviceId, language, location, catalog);
    expect(new Set(facts.map((f) => f.source.id)).size).toBeGreaterThanOrEqual(2);
    const copy = getVariantCopy(serviceId, { kind: 'pair', language, location }, catalog);
    const factSentences = copySentences({ sections: copy.sections.slice(0, facts.length) });
    expect(factSentences.length).toBeGreaterThanOrEqual(facts.length * 2);
    const parents = new Set([
      ...copySentences(getVariantCopy(serviceId, { kind: 'language', language }, catalog)),
      ...copySentences(getVariantCopy(serviceId, { kind: 'location', location }, catalog)),
    ]);
    expect(factSentences.filter((sentence) => parents.has(sentence))).toEqual([]);
    expect(copy.sources?.list.map((s) => s.url)).toEqual([...new Set(facts.map((f) => f.source.url))]);
  });

  it('draws on the facts of the language and the location', () => {
    const text = copyBodyBlocks(getVariantCopy('document-translation', variant('document-translation', 'vietnamese-in-los-angeles-ca'), catalog)).join(' ');
    expect(text).toContain('Nguyễn');
    expect(text).toContain('Los Angeles County');
    expect(text).toContain('Civil Code § 1632');
    expect(text).toMatch(/Cedars-Sinai/);
    const zoom = copyBodyBlocks(getVariantCopy('remote-interpretation', variant('remote-interpretation', 'zoom'), catalog)).join(' ');
    expect(zoom).toContain('paid Zoom plans');
  });

  it('shows each language fact on the page of the service it serves, and only there', () => {
    const body = (serviceId: 'document-translation' | 'on-site-interpretation' | 'remote-interpretation', slug: string) =>
      copyBodyBlocks(getVariantCopy(serviceId, variant(serviceId, slug), catalog)).join(' ');
    const russian = catalog.languages.find((l) => l.slug === 'russian');
    if (russian?.names === undefined || russian.dates === undefined || russian.romanization === undefined)
      throw new Error('fixture: Russian has document facts');
    if (russian.address === undefined || russian.intelligibility === undefined) throw new Error('fixture: Russian has interpreting facts');
    const squashed = (text: string) => text.replace(/\s+/g, ' ').trim();
    const [names, dates, romanization, address, intelligibility] = [
      russian.names,
      russian.dates,
      russian.romanization,
      russian.address,
      russian.intelligibility,
    ].map(squashed);
    const translation = body('document-translation', 'russian');
    const onSite = body('on-site-interpretation', 'russian');
    const remote = body('remote-interpretation', 'russian');
    for (const fact of [names, dates, romanization]) {
      expect(translation).toContain(fact);
      expect(onSite).not.toContain(fact);
      expect(remote).not.toContain(fact);
    }
    expect(onSite).toContain(address);
    expect(remote).not.toContain(address);
    expect(translation).not.toContain(address);
    expect(remote).toContain(intelligibility);
    expect(onSite).not.toContain(intelligibility);
    expect(translation).not.toContain(intelligibility);
  });

  it("gives a city's remote page its languages by booking tier, not the on-site page's language and standards blocks", () => {
    const sections = (serviceId: 'on-site-interpretation' | 'remote-interpretation') =>
      getVariantCopy(serviceId, variant(serviceId, 'washington-dc'), catalog).sections;
    const paragraphs = (list: ReturnType<typeof sections>) => new Set(list.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])]));
    const onSite = paragraphs(sections('on-site-interpretation'));
    const remote = paragraphs(sections('remote-interpretation'));
    const location = catalog.locations.find((l) => l.slug === 'washington-dc');
    if (location === undefined) throw new Error('fixture: washington-dc');
    // Only the city's own facts (its description and its venues) may appear on both.
    const cityFacts = new Set([location.about.replace(/\s+/g, ' ').trim(), ...location.venues].map((f) => f.toLowerCase()));
    expect([...remote].filter((p) => onSite.has(p) && !cityFacts.has(p.toLowerCase()))).toEqual([]);
    const remoteText = [...remote].join(' ');
    expect(remoteText).not.toContain('28 U.S.C. 1827');
    // Every language on the city's list is under the booking rule of its tier.
    const tiers = sections('remote-interpretation')
      .flatMap((s) => s.bullets ?? [])
      .filter((b) => / on demand|scheduled/.test(b));
    for (const slug of location.demandLanguages) {
      const language = catalog.languages.find((l) => l.slug === slug);
      if (language === undefined) throw new Error(`fixture: ${slug}`);
      const rule = { common: /connect on demand/, standard: /during business hours/, rare: /fixed time/ }[language.tier];
      expect(tiers.filter((b) => b.includes(language.name)).some((b) => rule.test(b))).toBe(true);
    }
  });

  it('states prices nowhere in the copy', () => {
    const sample = ['spanish', 'new-york-ny', 'spanish-in-new-york-ny'].map((slug) =>
      getVariantCopy('on-site-interpretation', variant('on-site-interpretation', slug), catalog),
    );
    for (const copy of sample) expect(JSON.stringify(copy)).not.toMatch(/\$\d/);
  });

  it('is deterministic', () => {
    const v = variant('remote-interpretation', 'arabic-in-detroit-mi');
    expect(getVariantCopy('remote-interpretation', v, catalog)).toEqual(getVariantCopy('remote-interpretation', v, catalog));
  });

  it('rejects a platform variant outside remote interpretation', () => {
    expect(() => getVariantCopy('document-translation', variant('remote-interpretation', 'zoom'), catalog)).toThrow(/remote-interpretation/);
  });
});
