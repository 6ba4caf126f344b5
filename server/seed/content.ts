import { getCatalog } from '@/lib/catalog/load.server';
import { getPriceTables } from '@/lib/pricing/load.server';
import { sampleProfessionals } from './professionals';
import type { SeedData } from './seed';

/** What `npm run db:seed` and the first start load: content/ and the sample professionals. */
export function contentSeedData(): SeedData {
  return {
    catalog: getCatalog(),
    priceTables: getPriceTables(),
    source: 'content/',
    professionals: sampleProfessionals,
  };
}
