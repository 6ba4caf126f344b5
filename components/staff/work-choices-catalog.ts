import { applicationOptions } from '@/components/forms/application-options';
import { ENGLISH } from '@/lib/calculators/data';
import type { Catalog } from '@/lib/catalog';
import type { WorkChoices } from './work-choices';

/**
 * The lists staff choose a professional's work from, named as the application offers them, for
 * the back office's pages to pass down at build time. English is left out: it is on one side of
 * every pair, and no project needs it matched.
 */
export function workChoices(catalog: Catalog): WorkChoices {
  const { languages, locations, platforms } = applicationOptions(catalog);
  return { languages: languages.filter((language) => language.value !== ENGLISH.slug), locations, platforms };
}
