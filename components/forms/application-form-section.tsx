import countryNames from 'react-phone-number-input/locale/en.json';
import { ENGLISH } from '@/lib/calculators/data';
import { getCatalog } from '@/lib/catalog';
import type { ProfessionalType } from '@/lib/validation';
import { ApplicationForm } from './split-forms';
import type { ApplicationOptions } from './application-options';

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'en');

/** Every ISO 3166-1 country with its English name, for "Country". */
function countryOptions(): ApplicationOptions['countries'] {
  return Object.entries(countryNames)
    .filter(([code]) => /^[A-Z]{2}$/.test(code) && code !== 'ZZ')
    .map(([value, label]) => ({ value, label }))
    .sort(byLabel);
}

/** The lists the application needs, from the catalog (build time). */
function getApplicationOptions(): ApplicationOptions {
  const catalog = getCatalog();
  return {
    // English is on one side of most pairs but is not a catalog entry.
    languages: [ENGLISH, ...catalog.languages].map((language) => ({ value: language.slug, label: language.name })).sort(byLabel),
    locations: catalog.locations.map((location) => ({ value: location.slug, label: `${location.city}, ${location.stateCode}` })).sort(byLabel),
    platforms: catalog.platforms.map((platform) => ({ value: platform.slug, label: platform.name })).sort(byLabel),
    countries: countryOptions(),
  };
}

/** The professional application with its lists; on `/pro/{userType}/` the type comes preselected. */
export function ApplicationFormSection({ professionalType }: { professionalType?: ProfessionalType }) {
  return <ApplicationForm options={getApplicationOptions()} professionalType={professionalType} />;
}
