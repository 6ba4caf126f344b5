import { getCatalog } from '@/lib/catalog/load';
import { getPriceTables } from '@/lib/pricing/load';
import { calculatorCatalog, type CalculatorCatalog } from './data';
import type { PriceTables } from '@/lib/pricing/table-schema';

/**
 * The catalog slices and price tables the calculators are built from, read
 * and validated once per build. Node only (server components and scripts).
 */
export function getCalculatorSources(): { catalog: CalculatorCatalog; tables: PriceTables } {
  return { catalog: calculatorCatalog(getCatalog()), tables: getPriceTables() };
}
