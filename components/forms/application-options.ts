import countryNames from 'react-phone-number-input/locale/en.json';
import type { SelectOption } from '@/components/ui/select-options';
import { ENGLISH } from '@/lib/calculators/data';
import type { Catalog } from '@/lib/catalog';

/** The lists the application offers, resolved from the catalog at build time. */
export interface ApplicationOptions {
  languages: readonly SelectOption[];
  /** Metro areas for on-site interpreting: "Chicago, IL". */
  locations: readonly SelectOption[];
  platforms: readonly SelectOption[];
  countries: readonly SelectOption[];
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'en');

/** Every ISO 3166-1 country with its English name, for "Country". */
function countryOptions(): ApplicationOptions['countries'] {
  return Object.entries(countryNames)
    .filter(([code]) => /^[A-Z]{2}$/.test(code) && code !== 'ZZ')
    .map(([value, label]) => ({ value, label }))
    .sort(byLabel);
}

/** The lists the application needs, from the catalog (the page loads it at build time). */
export function applicationOptions(catalog: Catalog): ApplicationOptions {
  return {
    // English is on one side of most pairs but is not a catalog entry.
    languages: [ENGLISH, ...catalog.languages].map((language) => ({ value: language.slug, label: language.name })).sort(byLabel),
    locations: catalog.locations.map((location) => ({ value: location.slug, label: `${location.city}, ${location.stateCode}` })).sort(byLabel),
    platforms: catalog.platforms.map((platform) => ({ value: platform.slug, label: platform.name })).sort(byLabel),
    countries: countryOptions(),
  };
}
