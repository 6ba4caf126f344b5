import { join, relative } from 'node:path';
import { readYaml, validate } from '@/lib/content/front-matter';
import { memoPerObject } from '../memo';
import { CatalogError } from './errors';
import { pairLanguagesOf, pairLocationsOf } from './language-forms';
import {
  checkPairFacts,
  independentFacts,
  indexPairFacts,
  MIN_PAIR_FACTS,
  pairFactsFileSchema,
  pairKey,
  type PairFact,
  type PairFactsFile,
} from './pair-facts';
import { VARIANT_SERVICE_IDS, type Catalog, type Language, type Location, type VariantServiceId } from './schema';

const DEFAULT_PAIRS_FILE = join(process.cwd(), 'content', 'catalog', 'pairs.yaml');

/** Reads and validates a pairs file on its own (the schema: sources, services, no fact without a source). */
export function readPairFactsFile(file: string = DEFAULT_PAIRS_FILE): PairFactsFile {
  return validate(pairFactsFileSchema, readYaml(file), relative(process.cwd(), file));
}

let defaultFile: PairFactsFile | undefined;

/** content/catalog/pairs.yaml, checked against `catalog`, indexed by service and pair; once per catalog. */
const pairFactIndex = memoPerObject((catalog: Catalog) => {
  defaultFile ??= readPairFactsFile();
  const problems = checkPairFacts(defaultFile, catalog, relative(process.cwd(), DEFAULT_PAIRS_FILE));
  if (problems.length > 0) throw new CatalogError(problems);
  return indexPairFacts(defaultFile);
});

/** The facts of a language in a city that bear on a service, in the file's order. */
export function pairFactsOf(serviceId: VariantServiceId, language: Language, location: Location, catalog: Catalog): PairFact[] {
  return pairFactIndex(catalog).get(pairKey(serviceId, language, location)) ?? [];
}

/**
 * What a pair's facts say, as text: two cities of a state whose facts for a language are all
 * statewide (Spanish under California's court certification and Civil Code § 1632), or all about
 * the same county (Los Angeles and Long Beach), have the same signature, and their pages would
 * differ only by the city's name. (A fact's text names its county or state, never its city.)
 */
function factSignature(facts: readonly PairFact[]): string {
  return facts
    .map((fact) => `${fact.source.id}: ${fact.text}`)
    .sort()
    .join('\n');
}

/**
 * Which pairs get the page for what their facts say. Three rules keep a pair page from being another
 * pair page with one name changed (`bench:similarity` measures such pages at 0.6 and more):
 * - per service and language, one city per signature: cities whose facts for the language say the
 *   same (statewide facts; one county's) leave it to the first city of the catalog;
 * - per interpreting service and city, one language per set of sources: languages whose facts
 *   there come from the same sources (a court's certified languages and a county's Section 203
 *   languages) leave it to the first language of the city's list, their pages differing by little
 *   more than the name (translation pages differ by their languages' own details);
 * - per service and language, one city per set of sources: cities whose facts for the language come
 *   from the same sources (one county's Section 203 list, another's) leave it to the first city of
 *   the catalog, their pages differing by little more than the county's name.
 * The pairs left out keep redirecting to their stand-in pages.
 */
const pagePairs = memoPerObject((catalog: Catalog) => {
  const bySignature = new Set<string>();
  const bySources = new Set<string>();
  const pages = new Set<string>();
  for (const serviceId of VARIANT_SERVICE_IDS) {
    for (const location of catalog.locations) {
      for (const language of pairLanguagesOf(serviceId, location, catalog)) {
        const facts = pairFactsOf(serviceId, language, location, catalog);
        if (independentFacts(facts) < MIN_PAIR_FACTS) continue;
        const signature = `${serviceId}\n${language.slug}\n${factSignature(facts)}`;
        const ids = [...new Set(facts.map((f) => f.source.id))].sort().join(' ');
        const inCity = `${serviceId}\n${location.slug}\n${ids}`;
        const forLanguage = `${serviceId}\n${language.slug}\n${ids}`;
        // A translation page carries its language's own details at length (how its documents write
        // names and dates), so two languages of a city stand apart; interpreting pages do not.
        const cityTaken = serviceId !== 'document-translation' && bySources.has(inCity);
        if (bySignature.has(signature) || cityTaken || bySources.has(forLanguage)) continue;
        bySignature.add(signature);
        bySources.add(inCity);
        bySources.add(forLanguage);
        pages.add(pairKey(serviceId, language, location));
      }
    }
  }
  return pages;
});

/**
 * Whether a language in a city has a page under a service: `MIN_PAIR_FACTS` facts from different
 * sources bear on it, and no pair before it has the same facts (see `pagePairs`).
 */
export function hasPairPage(serviceId: VariantServiceId, language: Language, location: Location, catalog: Catalog): boolean {
  return pagePairs(catalog).has(pairKey(serviceId, language, location));
}

/** The cities where a language has a page of its own under a service, in catalog order. */
export function pairPageLocations(serviceId: VariantServiceId, language: Language, catalog: Catalog): Location[] {
  return pairLocationsOf(serviceId, language, catalog).filter((location) => hasPairPage(serviceId, language, location, catalog));
}

/** The languages with a page of their own in a city under a service, in the order of the city's list. */
export function pairPageLanguages(serviceId: VariantServiceId, location: Location, catalog: Catalog): Language[] {
  return pairLanguagesOf(serviceId, location, catalog).filter((language) => hasPairPage(serviceId, language, location, catalog));
}
