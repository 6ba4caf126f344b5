import { SERVICE_IDS, isVariantServiceId, type Catalog, type CatalogKind } from './schema';

/** Where an entry of each kind came from, e.g. `content/catalog/languages.yaml`. */
export type KindSources = Record<CatalogKind, string>;

interface Owner {
  readonly what: string;
}

function owner(sources: KindSources, kind: CatalogKind, index: number, key: string): Owner {
  return { what: `${sources[kind]} › [${index}] (${key})` };
}

function checkUnique(sources: KindSources, kind: CatalogKind, keys: readonly string[], problems: string[]): void {
  const seen = new Map<string, number>();
  keys.forEach((key, index) => {
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else problems.push(`Duplicate slug "${key}": ${owner(sources, kind, first, key).what} and ${owner(sources, kind, index, key).what}`);
  });
}

function checkServices(catalog: Catalog, sources: KindSources, problems: string[]): void {
  for (const id of SERVICE_IDS) {
    if (!catalog.services.some((s) => s.id === id)) problems.push(`${sources.services}: service "${id}" is missing`);
  }
  catalog.services.forEach((service, index) => {
    if (service.hasVariants !== isVariantServiceId(service.id)) {
      problems.push(`${owner(sources, 'services', index, service.id).what} › hasVariants: must be ${String(!service.hasVariants)} for this service`);
    }
  });
}

/** A spoken-only language points to written entries only: its documents are translated as them. */
function checkWrittenForms(catalog: Catalog, sources: KindSources, problems: string[]): void {
  const bySlug = new Map(catalog.languages.map((l) => [l.slug, l]));
  catalog.languages.forEach((language, index) => {
    const where = owner(sources, 'languages', index, language.slug).what;
    (language.writtenAs ?? []).forEach((slug, i) => {
      const target = bySlug.get(slug);
      if (target === undefined) problems.push(`${where} › writtenAs[${i}]: unknown language "${slug}"`);
      else if (target.form !== 'written')
        problems.push(`${where} › writtenAs[${i}]: "${slug}" is ${target.form}, not a written form (form: written); point to the script or written standard`);
    });
  });
}

/**
 * A city's demand list is the list its interpreting pages are built from (translation takes each
 * language's written form), so it names languages people speak, never a script.
 */
function checkDemandLanguages(catalog: Catalog, sources: KindSources, problems: string[]): void {
  const bySlug = new Map(catalog.languages.map((l) => [l.slug, l]));
  catalog.locations.forEach((location, index) => {
    const where = owner(sources, 'locations', index, location.slug).what;
    location.demandLanguages.forEach((slug, i) => {
      const language = bySlug.get(slug);
      if (language === undefined) problems.push(`${where} › demandLanguages[${i}]: unknown language "${slug}" (not in ${sources.languages})`);
      else if (language.form === 'written') {
        const spoken = catalog.languages.filter((l) => l.writtenAs?.includes(slug) === true).map((l) => l.slug);
        const instead = spoken.length > 0 ? `; list the spoken language instead (${spoken.join(', ')})` : '';
        problems.push(`${where} › demandLanguages[${i}]: "${slug}" is written only (form: written) and cannot be interpreted${instead}`);
      }
      if (location.demandLanguages.indexOf(slug) !== i) problems.push(`${where} › demandLanguages[${i}]: "${slug}" is listed twice`);
    });
  });
}

/**
 * Every page slug under a service must name exactly one entry or pair. This checks the single slugs
 * of all kinds against each other and every possible `{language}-in-{location}` slug against them
 * and against each other, so a language such as `x-in-y` can never make a pair ambiguous.
 */
function checkSlugSpace(catalog: Catalog, sources: KindSources, problems: string[]): void {
  const owners = new Map<string, Owner>();
  const claim = (slug: string, who: Owner) => {
    const previous = owners.get(slug);
    if (previous === undefined) owners.set(slug, who);
    else problems.push(`Slug collision "${slug}": ${previous.what} and ${who.what}`);
  };
  const kinds = [
    ['languages', catalog.languages.map((l) => l.slug)],
    ['locations', catalog.locations.map((l) => l.slug)],
    ['platforms', catalog.platforms.map((p) => p.slug)],
  ] as const;
  for (const [kind, slugs] of kinds) {
    // A repeat inside one kind is reported by checkUnique; only the first entry takes part here.
    slugs.forEach((slug, index) => {
      if (slugs.indexOf(slug) === index) claim(slug, owner(sources, kind, index, slug));
    });
  }
  catalog.languages.forEach((language, li) => {
    catalog.locations.forEach((location, pi) => {
      const slug = `${language.slug}-in-${location.slug}`;
      const who = {
        what: `the pair of ${owner(sources, 'languages', li, language.slug).what} and ${owner(sources, 'locations', pi, location.slug).what}`,
      };
      claim(slug, who);
    });
  });
}

/** Cross-entry rules the per-entry schemas cannot express. Returns one line per problem. */
export function checkCatalogIntegrity(catalog: Catalog, sources: KindSources): string[] {
  const problems: string[] = [];
  checkUnique(
    sources,
    'services',
    catalog.services.map((s) => s.id),
    problems,
  );
  checkUnique(
    sources,
    'languages',
    catalog.languages.map((l) => l.slug),
    problems,
  );
  checkUnique(
    sources,
    'locations',
    catalog.locations.map((l) => l.slug),
    problems,
  );
  checkUnique(
    sources,
    'platforms',
    catalog.platforms.map((p) => p.slug),
    problems,
  );
  checkServices(catalog, sources, problems);
  checkWrittenForms(catalog, sources, problems);
  checkDemandLanguages(catalog, sources, problems);
  checkSlugSpace(catalog, sources, problems);
  return problems;
}
