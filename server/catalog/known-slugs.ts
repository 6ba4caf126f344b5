import type { CatalogState } from './catalog-store';

export interface SlugReference {
  /** Field path for the error, e.g. `languagePairs.0.source`. */
  path: string;
  kind: 'language' | 'location' | 'platform';
  slug: string;
}

const messages = {
  language: (slug: string) => `We do not offer "${slug}"; choose a language from the list.`,
  location: (slug: string) => `"${slug}" is not one of our locations; choose one from the list.`,
  platform: (slug: string) => `"${slug}" is not a platform we support; choose one from the list.`,
};

/** One error per reference to a slug the catalog doesn't have (English is always a language). */
export function unknownSlugErrors(state: CatalogState, references: readonly SlugReference[]): Record<string, string> {
  const known = {
    language: new Set(['english', ...state.catalog.languages.map((l) => l.slug)]),
    location: new Set(state.catalog.locations.map((l) => l.slug)),
    platform: new Set(state.catalog.platforms.map((p) => p.slug)),
  };
  return Object.fromEntries(references.filter((r) => !known[r.kind].has(r.slug)).map((r) => [r.path, messages[r.kind](r.slug)]));
}
