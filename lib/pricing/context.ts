import { memoPerObject } from '../memo';
import { fail } from './errors';
import { tiers, type PriceTables, type Tier } from './table-schema';
import type { LanguageInfo, LocationInfo, PlatformInfo, PricingContext } from './types';

/** English is the common tier whatever the catalog says: one side of most pairs is English. */
const english: LanguageInfo = { name: 'English', tier: 'common' };

export interface PricingContextSource {
  tables: PriceTables;
  languages: Iterable<{ slug: string } & LanguageInfo>;
  locations: Iterable<{ slug: string } & LocationInfo>;
  platforms: Iterable<{ slug: string } & PlatformInfo>;
  now?: Date;
}

/** Builds a context from plain lists (the catalog, a test fixture or the bench). */
export function createPricingContext(source: PricingContextSource): PricingContext {
  const languages = new Map(Array.from(source.languages, (entry) => [entry.slug, entry]));
  const locations = new Map(Array.from(source.locations, (entry) => [entry.slug, entry]));
  const platforms = new Map(Array.from(source.platforms, (entry) => [entry.slug, entry]));
  return {
    tables: source.tables,
    language: (slug) => languages.get(slug),
    location: (slug) => locations.get(slug),
    platform: (slug) => platforms.get(slug),
    now: source.now ?? new Date(),
  };
}

export function resolveLanguage(ctx: PricingContext, slug: string, field: string): LanguageInfo {
  if (slug === 'english') return { ...english, name: ctx.language(slug)?.name ?? english.name };
  const language = ctx.language(slug);
  if (!language) fail('unknown_language', `We do not offer "${slug}" yet. Choose a language from the list.`, field);
  return language;
}

/** A language a document is written in: a spoken-only language (Mandarin) is translated as its written form. */
export function resolveWrittenLanguage(ctx: PricingContext, slug: string, field: string): LanguageInfo {
  const language = resolveLanguage(ctx, slug, field);
  if (language.form === 'spoken') fail('unknown_language', `${language.name} is spoken, not written: choose the written language the document is in.`, field);
  return language;
}

/** The language interpreted to and from English; English itself is not a choice, nor is a script. */
export function resolveInterpretingLanguage(ctx: PricingContext, slug: string): LanguageInfo {
  if (slug === 'english') fail('invalid_input', 'Choose the language to interpret to and from English.', 'language');
  const language = resolveLanguage(ctx, slug, 'language');
  if (language.form === 'written') fail('unknown_language', `${language.name} is written, not spoken: choose the language the speaker speaks.`, 'language');
  return language;
}

export function resolveLocation(ctx: PricingContext, slug: string, field: string): LocationInfo {
  const location = ctx.location(slug);
  if (!location) fail('unknown_location', `We have no interpreters listed for "${slug}". Choose a location from the list.`, field);
  return location;
}

export function resolvePlatform(ctx: PricingContext, slug: string, field: string): PlatformInfo {
  const platform = ctx.platform(slug);
  if (!platform) fail('unknown_platform', `"${slug}" is not a platform we support. Choose one from the list.`, field);
  return platform;
}

export function higherTier(a: Tier, b: Tier): Tier {
  return tiers.indexOf(a) >= tiers.indexOf(b) ? a : b;
}

interface TableIndex {
  holidays: ReadonlySet<string>;
  holidayNames: ReadonlyMap<string, string>;
  countries: ReadonlyMap<string, { name: string; hague: boolean }>;
}

/** Lookups derived from the tables once per tables object; the tables stay plain JSON. */
export const tableIndex = memoPerObject((tables: PriceTables): TableIndex => ({
  holidays: new Set(tables.holidays.map((holiday) => holiday.date)),
  holidayNames: new Map(tables.holidays.map((holiday) => [holiday.date, holiday.name])),
  countries: new Map(tables.countries.map((country) => [country.code, country])),
}));

export function resolveCountry(tables: PriceTables, code: string, field: string): { name: string; hague: boolean } {
  const country = tableIndex(tables).countries.get(code);
  if (!country) fail('unknown_country', `"${code}" is not a country code we know. Choose the country from the list.`, field);
  return country;
}
