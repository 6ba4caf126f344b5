import { desc, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { catalogSnapshots, professionals } from '../db/schema';
import type { SampleProfessional } from './professionals';

export interface SeedData {
  catalog: unknown;
  priceTables: unknown;
  /** Where the catalog came from, e.g. "content/". */
  source: string;
  professionals: readonly SampleProfessional[];
}

export interface SeedResult {
  catalogChanged: boolean;
  professionals: number;
}

/** True on a fresh database: nothing has been seeded yet. */
export async function needsSeed(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: catalogSnapshots.id }).from(catalogSnapshots).limit(1);
  return row === undefined;
}

/**
 * Loads the catalog and price tables (a new snapshot only when they changed) and upserts the
 * sample professionals by email. Safe to run again: it never duplicates anything and keeps
 * each professional's offer history. Two runs at once could each add a snapshot: run it (and
 * `needsSeed`) under `Database.exclusive`.
 */
export async function seedDatabase(db: Db, data: SeedData, now: Date): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const [latest] = await tx.select().from(catalogSnapshots).orderBy(desc(catalogSnapshots.id)).limit(1);
    const same =
      latest !== undefined &&
      JSON.stringify(latest.catalog) === JSON.stringify(data.catalog) &&
      JSON.stringify(latest.priceTables) === JSON.stringify(data.priceTables);
    if (!same) {
      await tx.insert(catalogSnapshots).values({ catalog: data.catalog, priceTables: data.priceTables, source: data.source, createdAt: now });
    }
    if (data.professionals.length > 0) {
      await tx
        .insert(professionals)
        .values(data.professionals.map((p) => ({ ...p, createdAt: now })))
        .onConflictDoUpdate({
          target: professionals.email,
          set: {
            userType: sql`excluded.user_type`,
            name: sql`excluded.name`,
            languages: sql`excluded.languages`,
            locations: sql`excluded.locations`,
            platforms: sql`excluded.platforms`,
            certifications: sql`excluded.certifications`,
            specializations: sql`excluded.specializations`,
            capacity: sql`excluded.capacity`,
          },
        });
    }
    return { catalogChanged: !same, professionals: data.professionals.length };
  });
}
