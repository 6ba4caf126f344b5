/** Display names for catalog slugs, used in emails and offer pages. */
export interface NameResolver {
  service(slug: string): string;
  language(slug: string): string;
  location(slug: string): string;
  platform(slug: string): string;
}

/** "new-york-ny" → "New York Ny"; only a fallback for slugs missing from the catalog. */
function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((w) => (w === '' ? w : w[0]?.toUpperCase() + w.slice(1)))
    .join(' ');
}

export function namesFrom(maps: {
  services: ReadonlyMap<string, string>;
  languages: ReadonlyMap<string, string>;
  locations: ReadonlyMap<string, string>;
  platforms: ReadonlyMap<string, string>;
}): NameResolver {
  const lookup = (map: ReadonlyMap<string, string>) => (slug: string) => map.get(slug) ?? titleFromSlug(slug);
  return {
    service: lookup(maps.services),
    language: lookup(maps.languages),
    location: lookup(maps.locations),
    platform: lookup(maps.platforms),
  };
}
