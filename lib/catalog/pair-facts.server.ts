import { join, relative } from 'node:path';
import { readYaml, validate } from '@/lib/content/front-matter';
import { memoPerObject } from '../memo';
import { CatalogError } from './errors';
import { pairLanguagesOf, pairLocationsOf } from './language-forms';
import { checkPairFacts, independentFacts, indexPairFacts, MIN_PAIR_FACTS, pairFactsFileSchema, pairKey, type PairFact, type PairFactsFile } from './pair-facts';
import type { Catalog, Language, Location, VariantServiceId } from './schema';

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

/** Whether a language in a city has a page under a service: `MIN_PAIR_FACTS` facts from different sources bear on it. */
export function hasPairPage(serviceId: VariantServiceId, language: Language, location: Location, catalog: Catalog): boolean {
  return independentFacts(pairFactsOf(serviceId, language, location, catalog)) >= MIN_PAIR_FACTS;
}

/** The cities where a language has a page of its own under a service, in catalog order. */
export function pairPageLocations(serviceId: VariantServiceId, language: Language, catalog: Catalog): Location[] {
  return pairLocationsOf(serviceId, language, catalog).filter((location) => hasPairPage(serviceId, language, location, catalog));
}

/** The languages with a page of their own in a city under a service, in the order of the city's list. */
export function pairPageLanguages(serviceId: VariantServiceId, location: Location, catalog: Catalog): Language[] {
  return pairLanguagesOf(serviceId, location, catalog).filter((language) => hasPairPage(serviceId, language, location, catalog));
}
