import { z } from 'zod';
import { isoDate } from '@/lib/content/schema-parts';
import { languageSupports, pairLanguagesOf } from './language-forms';
import { catalogLookup } from './lookup';
import { VARIANT_SERVICE_IDS, type Catalog, type Language, type Location, type VariantServiceId } from './schema';

/**
 * Facts that belong to a language in a place (content/catalog/pairs.yaml): a court interpreter
 * credential of the state, a law or a federal determination that names the language there. Each
 * cites its source and says which services it bears on; a pair page is built from them.
 */

/** How many independent facts (facts from different sources) a pair needs for a page of a service. */
export const MIN_PAIR_FACTS = 2;

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase kebab-case');
/** `{language}`, `{city}`, `{state}` and `{county}` are filled in per page; see pairs.yaml. */
const byService = z.partialRecord(z.enum(VARIANT_SERVICE_IDS), text);

const pairSourceSchema = z.strictObject({
  id: slug,
  publisher: text,
  title: text,
  url: z.url({ protocol: /^https?$/ }),
  /** The date the source was last read to confirm the facts that cite it. */
  checked: isoDate,
  /** The heading of a fact's section on a pair page. */
  heading: text,
  /** What a fact from this source means for the client of each service it bears on. */
  meaning: byService,
});

const pairFactSchema = z.strictObject({
  language: slug,
  /** A city slug from locations.yaml: a fact that holds for a county or a state is one row per city of ours in it. */
  place: slug,
  /** The `id` of an entry of `sources`: a fact without one is refused. */
  source: slug,
  /** The county the fact names, when it is a county's (`{county}` in the source's texts). */
  county: text.optional(),
  services: z.array(z.enum(VARIANT_SERVICE_IDS)).min(1),
  text,
});

export const pairFactsFileSchema = z.strictObject({ sources: z.array(pairSourceSchema).min(1), facts: z.array(pairFactSchema) }).superRefine((file, ctx) => {
  const ids = new Set<string>();
  file.sources.forEach((source, index) => {
    if (ids.has(source.id)) ctx.addIssue({ code: 'custom', path: ['sources', index, 'id'], message: `duplicate source id "${source.id}"` });
    ids.add(source.id);
  });
  const seen = new Set<string>();
  file.facts.forEach((fact, index) => {
    const source = file.sources.find((s) => s.id === fact.source);
    if (source === undefined) {
      ctx.addIssue({ code: 'custom', path: ['facts', index, 'source'], message: `unknown source "${fact.source}": every fact cites an entry of sources` });
      return;
    }
    for (const serviceId of fact.services) {
      if (source.meaning[serviceId] === undefined)
        ctx.addIssue({ code: 'custom', path: ['facts', index, 'services'], message: `source "${source.id}" says nothing of what it means for ${serviceId}` });
    }
    const key = `${fact.language} ${fact.place} ${fact.source}`;
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['facts', index], message: `a second fact for ${fact.language} in ${fact.place} from "${fact.source}"` });
    seen.add(key);
  });
});

type PairSource = z.output<typeof pairSourceSchema>;
export type PairFactsFile = z.output<typeof pairFactsFileSchema>;

/** One fact as a page shows it: its text and its source. */
export interface PairFact {
  text: string;
  county?: string;
  source: PairSource;
}

/**
 * What the catalog says against the facts: a language or a city it doesn't have, a service the
 * language can't have (no translation of a spoken-only language, no interpreting of a script), and
 * a pair that is not among the city's languages for the service (its address would not exist).
 */
export function checkPairFacts(file: PairFactsFile, catalog: Catalog, label: string): string[] {
  const { languageBySlug } = catalogLookup(catalog);
  const locations = new Map(catalog.locations.map((l) => [l.slug, l]));
  const problems: string[] = [];
  file.facts.forEach((fact, index) => {
    const where = `${label} › facts[${index}] (${fact.language} in ${fact.place})`;
    const language = languageBySlug.get(fact.language);
    const location = locations.get(fact.place);
    if (language === undefined) problems.push(`${where}: unknown language "${fact.language}"`);
    if (location === undefined) problems.push(`${where}: unknown place "${fact.place}" (not a city slug of locations.yaml)`);
    if (language === undefined || location === undefined) return;
    for (const serviceId of fact.services) {
      if (!languageSupports(language, serviceId)) {
        problems.push(
          `${where} › services: ${language.name} is ${language.form === 'spoken' ? 'spoken only and has no document translation' : 'a script or written form and is never interpreted'} (${serviceId})`,
        );
      } else if (!pairLanguagesOf(serviceId, location, catalog).some((l) => l.slug === language.slug)) {
        problems.push(`${where} › services: ${language.name} is not among ${location.city}'s languages for ${serviceId} (demandLanguages in locations.yaml)`);
      }
    }
  });
  return problems;
}

/** The facts of each pair under each service, keyed `service\nlanguage\nplace`. */
export function indexPairFacts(file: PairFactsFile): Map<string, PairFact[]> {
  const sources = new Map(file.sources.map((s) => [s.id, s]));
  const index = new Map<string, PairFact[]>();
  for (const fact of file.facts) {
    const source = sources.get(fact.source);
    if (source === undefined) continue;
    for (const serviceId of fact.services) {
      const key = pairKey(serviceId, fact.language, fact.place);
      index.set(key, [...(index.get(key) ?? []), { text: fact.text, county: fact.county, source }]);
    }
  }
  return index;
}

export function pairKey(serviceId: VariantServiceId, language: Pick<Language, 'slug'> | string, location: Pick<Location, 'slug'> | string): string {
  return `${serviceId}\n${typeof language === 'string' ? language : language.slug}\n${typeof location === 'string' ? location : location.slug}`;
}

/** How many independent facts a list holds: one per source. */
export function independentFacts(facts: readonly PairFact[]): number {
  return new Set(facts.map((f) => f.source.id)).size;
}
