import { memoPerObject } from '../memo';
import { catalogLookup } from './lookup';
import type { Catalog, Language, LanguageForm, Location, VariantServiceId } from './schema';
import { VARIANT_SERVICE_IDS } from './service-ids';

/**
 * Which services a language can have follows from what it is (its `form`): document translation
 * works on written text, so it needs a written language; interpreting works on speech, so it needs
 * a spoken (or signed) one and never a script.
 */
export function languageSupports(language: { form: LanguageForm }, serviceId: VariantServiceId): boolean {
  return serviceId === 'document-translation' ? language.form !== 'spoken' : language.form !== 'written';
}

/** The languages a service is offered in, in catalog order. */
export function languagesFor(serviceId: VariantServiceId, catalog: Catalog): Language[] {
  return catalog.languages.filter((language) => languageSupports(language, serviceId));
}

/** The written entries a language's documents are translated as: itself when it is written, else its `writtenAs`. */
export function writtenFormsOf(language: Language, catalog: Catalog): Language[] {
  if (language.writtenAs === undefined) return language.form === 'spoken' ? [] : [language];
  const { languageBySlug } = catalogLookup(catalog);
  return language.writtenAs.flatMap((slug) => languageBySlug.get(slug) ?? []);
}

/** The spoken languages written as `written` (Mandarin, Cantonese… for Chinese (Simplified)), those that write it first ahead. */
export function spokenFormsOf(written: Language, catalog: Catalog): Language[] {
  const writers = catalog.languages.filter((l) => l.writtenAs?.includes(written.slug) === true);
  return [...writers.filter((l) => l.writtenAs?.[0] === written.slug), ...writers.filter((l) => l.writtenAs?.[0] !== written.slug)];
}

function unique(languages: readonly Language[]): Language[] {
  return languages.filter((language, index) => languages.findIndex((l) => l.slug === language.slug) === index);
}

/**
 * The languages a city has pair pages for under a service, in the order of its demand list. The
 * list names languages as people speak them, so it is the interpreting list as it stands; for
 * document translation a spoken-only language is replaced by the written form its documents are
 * usually in (Mandarin → Chinese (Simplified), Cantonese → Chinese (Traditional)).
 */
function buildPairLanguages(catalog: Catalog): Map<string, Language[]> {
  const { languageBySlug } = catalogLookup(catalog);
  const lists = new Map<string, Language[]>();
  for (const location of catalog.locations) {
    const demanded = location.demandLanguages.flatMap((slug) => languageBySlug.get(slug) ?? []);
    for (const serviceId of VARIANT_SERVICE_IDS) {
      const languages =
        serviceId === 'document-translation'
          ? unique(demanded.flatMap((l) => writtenFormsOf(l, catalog).slice(0, 1)))
          : demanded.filter((l) => languageSupports(l, serviceId));
      lists.set(`${serviceId}\n${location.slug}`, languages);
    }
  }
  return lists;
}

const pairLanguagesOfCatalog = memoPerObject(buildPairLanguages);

/** The languages a city's pages cover under a service, in the order of its list (editorial, not a ranking). */
export function pairLanguagesOf(serviceId: VariantServiceId, location: Location, catalog: Catalog): Language[] {
  return pairLanguagesOfCatalog(catalog).get(`${serviceId}\n${location.slug}`) ?? [];
}

/** The reverse of `buildPairLanguages`: for each service and language, the cities whose lists have it, in catalog order. */
function buildPairLocations(catalog: Catalog): Map<string, Location[]> {
  const cities = new Map<string, Location[]>();
  for (const location of catalog.locations) {
    for (const serviceId of VARIANT_SERVICE_IDS) {
      for (const language of pairLanguagesOf(serviceId, location, catalog)) {
        const key = `${serviceId}\n${language.slug}`;
        cities.set(key, [...(cities.get(key) ?? []), location]);
      }
    }
  }
  return cities;
}

const pairLocationsOfCatalog = memoPerObject(buildPairLocations);

/** The cities whose pages cover a language under a service, in catalog order. */
export function pairLocationsOf(serviceId: VariantServiceId, language: Language, catalog: Catalog): Location[] {
  return [...(pairLocationsOfCatalog(catalog).get(`${serviceId}\n${language.slug}`) ?? [])];
}
