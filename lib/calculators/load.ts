import { getCatalog } from '@/lib/catalog/load';
import { getPriceTables } from '@/lib/pricing/load';
import type { PriceTables } from '@/lib/pricing/table-schema';
import { calculatorCatalog, type CalculatorCatalog } from './data';

let sources: { catalog: CalculatorCatalog; tables: PriceTables } | undefined;

/**
 * The catalog slices and price tables the calculators are built from, read
 * and validated once per build. Node only (server components and scripts).
 * Every calculator on a page gets the same objects, which the page payload
 * then carries once.
 */
export function getCalculatorSources(): { catalog: CalculatorCatalog; tables: PriceTables } {
  sources ??= { catalog: calculatorCatalog(getCatalog()), tables: getPriceTables() };
  return sources;
}
