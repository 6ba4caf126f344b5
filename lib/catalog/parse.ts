import { CatalogError, formatListIssues } from './errors';
import { checkCatalogIntegrity, type KindSources } from './integrity';
import { catalogSchema, type Catalog } from './schema';

/**
 * Validates a whole catalog (e.g. the `GET /api/v1.1/catalog` payload) with the same schemas and
 * cross-checks as the files. `source` names where it came from in error messages.
 */
export function parseCatalog(raw: unknown, source: string): Catalog {
  const parsed = catalogSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.flatMap((issue) => {
      const [kind, ...rest] = issue.path;
      if (typeof kind !== 'string') return [`${source}: ${issue.message}`];
      const entries: unknown = typeof raw === 'object' && raw !== null ? Reflect.get(raw, kind) : undefined;
      return formatListIssues(`${source} › ${kind}`, entries, [{ ...issue, path: rest }]);
    });
    throw new CatalogError(problems);
  }
  assertCatalogIntegrity(parsed.data, {
    services: `${source} › services`,
    languages: `${source} › languages`,
    locations: `${source} › locations`,
    platforms: `${source} › platforms`,
  });
  return parsed.data;
}

export function assertCatalogIntegrity(catalog: Catalog, sources: KindSources): void {
  const problems = checkCatalogIntegrity(catalog, sources);
  if (problems.length > 0) throw new CatalogError(problems);
}
