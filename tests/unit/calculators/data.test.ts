import { describe, expect, it } from 'vitest';
import { checkPreset } from '@/lib/calculators/presets';
import { calculatorCatalog, createCalculatorContext, tablesFor, type CalculatorData } from '@/lib/calculators/data';
import { getCalculatorSources } from '@/lib/calculators/load.server';
import { islandProps } from '@/lib/calculators/island-props';
import { getCatalog } from '@/lib/catalog/load.server';
import { createPricingContext } from '@/lib/pricing/context';
import { quoteDocumentTranslation } from '@/lib/pricing/document';
import { quoteOnSiteInterpretation } from '@/lib/pricing/on-site';
import { quotePortugueseImmigration } from '@/lib/pricing/portuguese';
import { quoteRemoteInterpretation } from '@/lib/pricing/remote';
import type { PricingContext, QuoteResult } from '@/lib/pricing/types';

const catalog = getCatalog();
const { catalog: slices, tables } = getCalculatorSources();
const now = new Date('2026-11-18T15:00:00Z');

/** The context the API and the build use: the whole catalog, every table. */
const serverContext: PricingContext = createPricingContext({
  tables,
  languages: catalog.languages,
  locations: catalog.locations.map((location) => ({ ...location, name: `${location.city}, ${location.stateCode}` })),
  platforms: catalog.platforms,
  now,
});
const browser = (kind: Parameters<typeof tablesFor>[0]) => createCalculatorContext({ ...slices, tables: tablesFor(kind, tables) }, now);

describe('catalog slices for the islands', () => {
  it('keeps only the fields the calculators use', () => {
    const houston = slices.locations.find((location) => location.slug === 'houston-tx');
    expect(houston).toEqual({ slug: 'houston-tx', name: 'Houston, TX', timeZone: 'America/Chicago', travelZone: expect.any(Number) });
    expect(Object.keys(slices.languages[0] ?? {})).toEqual(['slug', 'name', 'tier', 'form']);
    expect(Object.keys(slices.platforms[0] ?? {})).toEqual(['slug', 'name', 'kind']);
  });

  it('sorts languages and locations by name', () => {
    const names = slices.languages.map((language) => language.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' })));
    expect(slices.locations).toHaveLength(catalog.locations.length);
  });

  it('offers written languages to the document calculator and spoken ones to the interpreting calculators', () => {
    const offered = (kind: 'document' | 'on-site' | 'remote') => {
      const props = islandProps(kind, getCalculatorSources());
      return props.kind === 'portuguese' ? [] : props.languages.map((l) => l.slug);
    };
    expect(offered('document')).toContain('chinese-simplified');
    expect(offered('document')).not.toContain('mandarin');
    expect(offered('on-site')).toContain('mandarin');
    expect(offered('on-site')).not.toContain('chinese-simplified');
    expect(offered('remote')).not.toContain('latin');
  });

  it('is the same objects on every call, so a page carries them once', () => {
    expect(getCalculatorSources()).toBe(getCalculatorSources());
  });

  it('builds from any catalog-shaped lists', () => {
    const small = calculatorCatalog({ languages: catalog.languages.slice(0, 2), locations: [], platforms: [] });
    expect(small.languages).toHaveLength(2);
  });
});

describe('the browser context prices exactly as the server context', () => {
  const date = '2026-12-01';
  it.each<[string, (ctx: PricingContext) => QuoteResult, Parameters<typeof tablesFor>[0]]>([
    [
      'certified translation',
      (ctx) =>
        quoteDocumentTranslation(
          {
            service: 'certified',
            sourceLanguage: 'japanese',
            targetLanguage: 'english',
            documents: [{ words: 1300 }, { scannedPages: 1 }],
            notarization: true,
            apostilles: 1,
            countryOfUse: 'MX',
            hardCopy: 'international',
          },
          ctx,
        ),
      'document',
    ],
    ['proofreading', (ctx) => quoteDocumentTranslation({ service: 'proofreading', sourceLanguage: 'english', documents: [{ words: 300 }] }, ctx), 'document'],
    [
      'the Portuguese package',
      (ctx) =>
        quotePortugueseImmigration(
          {
            direction: 'en-pt',
            variant: 'pt-PT',
            countryOfUse: 'PT',
            documents: [{ type: 'birth-certificate', quantity: 2 }],
            apostilles: 2,
            hardCopy: 'international',
          },
          ctx,
        ),
      'portuguese',
    ],
    [
      'on-site interpreting',
      (ctx) =>
        quoteOnSiteInterpretation({ language: 'spanish', location: 'houston-tx', date, startTime: '16:30', durationMinutes: 200, mode: 'simultaneous' }, ctx),
      'interpretation',
    ],
    [
      'remote interpreting',
      (ctx) =>
        quoteRemoteInterpretation(
          { mode: 'scheduled', language: 'japanese', platform: 'zoom', date, startTime: '17:15', durationMinutes: 95, timeZone: 'America/Los_Angeles' },
          ctx,
        ),
      'interpretation',
    ],
  ])('%s', (_case, price, kind) => {
    const expected = price(serverContext);
    expect(expected.ok).toBe(true);
    expect(price(browser(kind))).toEqual(expected);
  });

  it('knows English, which the catalog leaves out', () => {
    expect(browser('document').language('english')).toEqual({ slug: 'english', name: 'English', tier: 'common' });
  });
});

describe('tables trimmed per island', () => {
  it('gives interpretation no countries and the Portuguese package only its own', () => {
    expect(tablesFor('interpretation', tables).countries).toEqual([]);
    expect(tablesFor('portuguese', tables).countries.map((country) => country.code)).toEqual(['BR', 'PT', 'US']);
  });

  it('gives the document calculator every country, sorted by name', () => {
    const countries = tablesFor('document', tables).countries;
    expect(countries).toHaveLength(tables.countries.length);
    expect(countries[0]?.name).toBe('Afghanistan');
  });

  it('leaves the shared tables untouched', () => {
    tablesFor('interpretation', tables);
    expect(tables.countries.length).toBeGreaterThan(200);
  });
});

describe('calculator presets', () => {
  const data: CalculatorData = { ...slices, tables };
  it('accepts catalog entries', () => {
    expect(checkPreset({ language: 'spanish', location: 'houston-tx', platform: 'zoom' }, data)).toEqual({
      language: 'spanish',
      location: 'houston-tx',
      platform: 'zoom',
    });
  });

  it('names every entry the catalog lacks', () => {
    expect(() => checkPreset({ language: 'klingon', platform: 'myspace' }, data)).toThrow(
      'Calculator preset: no catalog entry for language "klingon", platform "myspace"',
    );
  });
});
