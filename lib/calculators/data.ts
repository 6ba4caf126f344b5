import type { Catalog } from '@/lib/catalog/schema';
import { createPricingContext } from '@/lib/pricing/context';
import type { PriceTables } from '@/lib/pricing/table-schema';
import type { PricingContext, TravelZone } from '@/lib/pricing/types';
import { compareNames } from '@/lib/compare-names';
import { memoPerObject } from '@/lib/memo';
import { ENGLISH, type LanguageOption } from './language-option';

export { ENGLISH, type LanguageOption };

/*
 * The slices of the catalog a calculator needs, small and serialisable so that
 * pages can pass them to the client islands as props.
 */

export interface LocationOption {
  slug: string;
  /** "Houston, TX". */
  name: string;
  /** IANA zone; on-site start times are local to it. */
  timeZone: string;
  travelZone: TravelZone;
}

type PlatformKind = 'video' | 'phone' | 'vri';

export interface PlatformOption {
  slug: string;
  name: string;
  kind: PlatformKind;
}

export interface CalculatorCatalog {
  languages: LanguageOption[];
  locations: LocationOption[];
  platforms: PlatformOption[];
}

/** The catalog slices and price tables every calculator is built from (loaded by the page). */
export interface CalculatorSources {
  catalog: CalculatorCatalog;
  tables: PriceTables;
}

/** What a calculator island needs to price in the browser: the catalog slices and the price tables. */
export interface CalculatorData extends CalculatorCatalog {
  tables: PriceTables;
}

// Not an Intl.Collator: this module runs in the calculators' islands (see lib/compare-names.ts).
const sortByName = <T extends { name: string }>(list: T[]): T[] => list.sort((a, b) => compareNames(a.name, b.name));

/**
 * The languages a calculator offers: documents are written, so the document calculator leaves out
 * spoken-only languages (Mandarin); speech is spoken, so the interpreting ones leave out scripts.
 */
export function calculatorLanguages(work: 'documents' | 'interpreting', languages: readonly LanguageOption[]): LanguageOption[] {
  return languages.filter((l) => l.form !== (work === 'documents' ? 'spoken' : 'written'));
}

/** Reduces the catalog to the fields the calculators use, sorted by name. */
export function calculatorCatalog(catalog: Pick<Catalog, 'languages' | 'locations' | 'platforms'>): CalculatorCatalog {
  return {
    languages: sortByName(catalog.languages.map(({ slug, name, tier, form }) => ({ slug, name, tier, form }))),
    locations: sortByName(
      catalog.locations.map(({ slug, city, stateCode, timeZone, travelZone }) => ({ slug, name: `${city}, ${stateCode}`, timeZone, travelZone })),
    ),
    platforms: catalog.platforms.map(({ slug, name, kind }) => ({ slug, name, kind })),
  };
}

/** The engine's context for the browser, built from the serialisable data an island receives. */
export function createCalculatorContext(data: CalculatorData, now: Date = new Date()): PricingContext {
  return createPricingContext({
    tables: data.tables,
    languages: [ENGLISH, ...data.languages],
    locations: data.locations,
    platforms: data.platforms,
    now,
  });
}

/** The same context at another moment: quotes depend on the time (delivery dates, short notice). */
export function atTime(ctx: PricingContext, now: Date): PricingContext {
  return { ...ctx, now };
}

type TablesKind = 'document' | 'portuguese' | 'interpretation';

// Thousands of service pages ask for the same slices of the same tables: each is built once.
const slicesOf = memoPerObject((tables: PriceTables): Record<TablesKind, PriceTables> => {
  const countries = [...tables.countries].sort((a, b) => compareNames(a.name, b.name));
  const { directions } = tables.portugueseImmigration;
  const used = new Set([...directions['pt-en'].countries, ...directions['en-pt'].countries].map((country) => country.code));
  return {
    document: { ...tables, countries },
    interpretation: { ...tables, countries: [] },
    portuguese: { ...tables, countries: countries.filter((country) => used.has(country.code)) },
  };
});

/**
 * The price tables an island needs, sorted for display. Interpretation quotes
 * never look at countries, and the Portuguese package only at its own, so the
 * long list of countries of use goes only to the document calculator.
 */
export function tablesFor(kind: TablesKind, tables: PriceTables): PriceTables {
  return slicesOf(tables)[kind];
}
