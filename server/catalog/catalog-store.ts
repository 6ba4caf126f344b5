import { desc } from 'drizzle-orm';
import { getCatalog } from '@/lib/catalog/load.server';
import { parseCatalog, type Catalog } from '@/lib/catalog';
import { createPricingContext, parsePriceTables, type PriceTables, type PricingContext } from '@/lib/pricing';
import { getPriceTables } from '@/lib/pricing/load.server';
import type { Db } from '../db/database';
import { catalogSnapshots } from '../db/schema';
import { namesFrom, type NameResolver } from './names';

export interface CatalogState {
  catalog: Catalog;
  priceTables: PriceTables;
  /** Where it was loaded from, e.g. "catalog snapshot 3 (content/)". */
  source: string;
  updatedAt: string;
  names: NameResolver;
  /** Pricing context without a clock; `pricingContext(now)` adds one. */
  pricing: Omit<PricingContext, 'now'>;
}

const locationName = (l: { city: string; stateCode: string }) => `${l.city}, ${l.stateCode}`;

function catalogState(catalog: Catalog, priceTables: PriceTables, source: string, updatedAt: string): CatalogState {
  const { now: _unused, ...pricing } = createPricingContext({
    tables: priceTables,
    languages: catalog.languages.map(({ slug, name, tier, form }) => ({ slug, name, tier, form })),
    locations: catalog.locations.map((l) => ({ slug: l.slug, name: locationName(l), timeZone: l.timeZone, travelZone: l.travelZone })),
    platforms: catalog.platforms.map(({ slug, name }) => ({ slug, name })),
  });
  const names = namesFrom({
    services: new Map(catalog.services.map((s) => [s.id, s.name])),
    languages: new Map(catalog.languages.map((l) => [l.slug, l.name])),
    locations: new Map(catalog.locations.map((l) => [l.slug, locationName(l)])),
    platforms: new Map(catalog.platforms.map((p) => [p.slug, p.name])),
  });
  return { catalog, priceTables, source, updatedAt, names, pricing };
}

/**
 * The catalog and price tables the API prices with and serves: the newest snapshot in the
 * database, validated with the same schemas as the files; the content/ files when the
 * database has none yet.
 */
export async function loadCatalogState(db: Db, now: Date): Promise<CatalogState> {
  const [latest] = await db.select().from(catalogSnapshots).orderBy(desc(catalogSnapshots.id)).limit(1);
  if (latest === undefined) return catalogState(getCatalog(), getPriceTables(), 'content/', now.toISOString());
  const label = `catalog snapshot ${latest.id} (${latest.source})`;
  return catalogState(parseCatalog(latest.catalog, label), parsePriceTables(latest.priceTables, label), label, latest.createdAt.toISOString());
}

export function pricingContext(state: CatalogState, now: Date): PricingContext {
  return { ...state.pricing, now };
}
