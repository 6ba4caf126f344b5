import { getCatalog } from '@/lib/catalog/load.server';
import { getPriceTables } from '@/lib/pricing/load.server';
import { calculatorCatalog, type CalculatorSources } from './data';

let sources: CalculatorSources | undefined;

/**
 * The catalog slices and price tables the calculators are built from, read
 * and validated once per build. Node only (server components and scripts).
 * Every calculator on a page gets the same objects, which the page payload
 * then carries once.
 */
export function getCalculatorSources(): CalculatorSources {
  sources ??= { catalog: calculatorCatalog(getCatalog()), tables: getPriceTables() };
  return sources;
}
