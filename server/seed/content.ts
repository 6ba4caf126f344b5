import { getCatalog } from '@/lib/catalog/load.server';
import { getPriceTables } from '@/lib/pricing/load.server';
import { sampleProfessionals } from './professionals';
import type { SeedData } from './seed';

/**
 * What `npm run db:seed` and the first start load: the catalog and price tables from content/,
 * and the sample professionals only when asked (`--samples`, `SEED_SAMPLES`: tests and demos).
 * They are made-up people with made-up emails: in a real database they would be offered real
 * clients' work.
 */
export function contentSeedData(options: { samples: boolean }): SeedData {
  return {
    catalog: getCatalog(),
    priceTables: getPriceTables(),
    source: 'content/',
    professionals: options.samples ? sampleProfessionals : [],
  };
}
