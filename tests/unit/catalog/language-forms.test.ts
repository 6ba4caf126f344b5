import { describe, expect, it } from 'vitest';
import { CatalogError } from '@/lib/catalog/errors';
import { languagesFor, languageSupports, pairLanguagesOf, spokenFormsOf, writtenFormsOf } from '@/lib/catalog/language-forms';
import { getCatalog } from '@/lib/catalog/load.server';
import { parseCatalog } from '@/lib/catalog/parse';
import { listServiceVariants } from '@/lib/catalog/slugs';
import { VARIANT_SERVICE_IDS, type Catalog } from '@/lib/catalog/schema';
import { errorOf } from './support/edited-content';

const catalog = getCatalog();
const bySlug = (slug: string) => {
  const language = catalog.languages.find((l) => l.slug === slug);
  if (language === undefined) throw new Error(`no language ${slug}`);
  return language;
};
const slugsOf = (list: readonly { slug: string }[]) => list.map((l) => l.slug);

/**
 * The smallest catalog that passes: the services, one city and its languages, the two Chinese
 * scripts and the spoken languages written with them, one platform. Each refusal edits one thing.
 */
function minimalCatalog(): Catalog {
  const city = {
    ...catalog.locations[0]!,
    demandLanguages: ['spanish', 'mandarin', 'cantonese', 'russian', 'haitian-creole', 'bengali', 'korean', 'arabic', 'french', 'polish'],
  };
  const slugs = new Set([...city.demandLanguages, 'chinese-simplified', 'chinese-traditional']);
  return structuredClone({
    services: catalog.services,
    languages: catalog.languages.filter((l) => slugs.has(l.slug)),
    locations: [city],
    platforms: catalog.platforms.slice(0, 1),
  });
}
const refusal = (edit: (raw: Catalog) => void) => {
  const raw = minimalCatalog();
  edit(raw);
  return errorOf(CatalogError, () => parseCatalog(raw, 'catalog')).message;
};
const language = (raw: Catalog, slug: string) => {
  const entry = raw.languages.find((l) => l.slug === slug);
  if (entry === undefined) throw new Error(`no language ${slug}`);
  return entry;
};

describe('the catalog schema refuses services that cannot exist', () => {
  it('accepts the minimal catalog', () => {
    expect(parseCatalog(minimalCatalog(), 'catalog').languages.length).toBeGreaterThan(10);
  });

  it('refuses a spoken-only language without a pointer to its written form (it could only be translated as itself)', () => {
    expect(refusal((raw) => delete language(raw, 'mandarin').writtenAs)).toMatch(
      /catalog › languages › \[\d+\] \(mandarin\) › writtenAs: a spoken-only language must name its written form/,
    );
  });

  it('refuses a written form that is not a written entry, so a spoken-only language is never offered for document translation', () => {
    expect(refusal((raw) => (language(raw, 'mandarin').writtenAs = ['cantonese']))).toMatch(
      /catalog › languages › \[\d+\] \(mandarin\) › writtenAs\[0\]: "cantonese" is spoken, not a written form/,
    );
    expect(refusal((raw) => (language(raw, 'mandarin').writtenAs = ['spanish']))).toMatch(
      /\(mandarin\) › writtenAs\[0\]: "spanish" is spoken-and-written, not a written form/,
    );
    expect(refusal((raw) => (language(raw, 'mandarin').writtenAs = ['klingon']))).toMatch(/\(mandarin\) › writtenAs\[0\]: unknown language "klingon"/);
  });

  it('refuses a pointer on an entry that is not spoken-only', () => {
    expect(refusal((raw) => (language(raw, 'spanish').writtenAs = ['chinese-simplified']))).toMatch(
      /\(spanish\) › writtenAs: only a spoken-only language \(form: spoken\) points to a written form/,
    );
  });

  it('refuses a script in a city\u2019s list, which is what its interpreting pages are built from, and names the spoken language to list', () => {
    expect(refusal((raw) => raw.locations[0]!.demandLanguages.push('chinese-simplified'))).toMatch(
      /catalog › locations › \[0\] \(new-york-ny\) › demandLanguages\[10\]: "chinese-simplified" is written only \(form: written\) and cannot be interpreted; list the spoken language instead \(mandarin, cantonese\)$/,
    );
  });

  it('refuses an entry that does not say what it is', () => {
    expect(refusal((raw) => Reflect.deleteProperty(language(raw, 'spanish'), 'form'))).toMatch(
      /\(spanish\) › form: Invalid option: expected one of "spoken-and-written"\|"spoken"\|"written"/,
    );
  });
});

describe('what the model derives', () => {
  it('offers document translation in written languages and interpreting in spoken ones', () => {
    expect(languageSupports(bySlug('spanish'), 'document-translation')).toBe(true);
    expect(languageSupports(bySlug('spanish'), 'remote-interpretation')).toBe(true);
    expect(languageSupports(bySlug('mandarin'), 'document-translation')).toBe(false);
    expect(languageSupports(bySlug('mandarin'), 'on-site-interpretation')).toBe(true);
    expect(languageSupports(bySlug('chinese-simplified'), 'document-translation')).toBe(true);
    expect(languageSupports(bySlug('chinese-simplified'), 'on-site-interpretation')).toBe(false);
    expect(languageSupports(bySlug('latin'), 'remote-interpretation')).toBe(false);
  });

  it('says what every one of the Chinese entries is', () => {
    const forms = Object.fromEntries(
      ['chinese-simplified', 'chinese-traditional', 'mandarin', 'cantonese', 'fuzhounese', 'taiwanese'].map((s) => [s, bySlug(s).form]),
    );
    expect(forms).toEqual({
      'chinese-simplified': 'written',
      'chinese-traditional': 'written',
      mandarin: 'spoken',
      cantonese: 'spoken',
      fuzhounese: 'spoken',
      taiwanese: 'spoken',
    });
    expect(slugsOf(writtenFormsOf(bySlug('mandarin'), catalog))).toEqual(['chinese-simplified', 'chinese-traditional']);
    expect(slugsOf(writtenFormsOf(bySlug('taiwanese'), catalog))).toEqual(['chinese-traditional']);
    expect(slugsOf(writtenFormsOf(bySlug('haitian-creole'), catalog))).toEqual(['haitian-creole']);
    expect(slugsOf(spokenFormsOf(bySlug('chinese-traditional'), catalog))).toEqual(['cantonese', 'taiwanese', 'mandarin', 'fuzhounese']);
  });

  it('counts languages per service from the model, never the scripts as interpreted languages', () => {
    const written = catalog.languages.filter((l) => l.form !== 'spoken').length;
    const spoken = catalog.languages.filter((l) => l.form !== 'written').length;
    expect(languagesFor('document-translation', catalog)).toHaveLength(written);
    expect(languagesFor('remote-interpretation', catalog)).toHaveLength(spoken);
    expect(written).toBeLessThan(catalog.languages.length);
    expect(spoken).toBeLessThan(catalog.languages.length);
  });

  it('translates a city\u2019s spoken-only languages as their usual written form, once', () => {
    const sf = catalog.locations.find((l) => l.slug === 'san-francisco-ca');
    if (sf === undefined) throw new Error('no San Francisco');
    expect(sf.demandLanguages).toEqual(expect.arrayContaining(['cantonese', 'mandarin', 'taiwanese']));
    const translation = slugsOf(pairLanguagesOf('document-translation', sf, catalog));
    expect(translation).toEqual(expect.arrayContaining(['chinese-traditional', 'chinese-simplified']));
    expect(translation.filter((s) => s === 'chinese-traditional')).toHaveLength(1);
    expect(translation).not.toEqual(expect.arrayContaining(['cantonese']));
    expect(slugsOf(pairLanguagesOf('on-site-interpretation', sf, catalog))).toEqual(sf.demandLanguages);
  });

  it.each(VARIANT_SERVICE_IDS)('never pairs %s with a language that cannot have it', (serviceId) => {
    const wrong = listServiceVariants(serviceId, catalog).flatMap((variant) =>
      (variant.kind === 'language' || variant.kind === 'pair') && !languageSupports(variant.language, serviceId)
        ? [`${variant.language.slug} (${variant.kind})`]
        : [],
    );
    expect(wrong).toEqual([]);
  });
});
