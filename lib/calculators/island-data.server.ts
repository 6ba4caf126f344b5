import { createHash } from 'node:crypto';
import { getCatalog } from '@/lib/catalog/load.server';
import { quoteFormData } from '@/lib/forms/quote-form-data';
import type { CalculatorKind } from './handoff';
import { islandProps } from './island-props';
import { getCalculatorSources } from './load.server';

/*
 * Service pages embed a calculator without carrying its data: the catalog slices, price tables,
 * messages and request-form lists (16–29 KB of JSON) are written once per calculator to
 * /calculator-data/<kind>.json at build time, and the island fetches them when it activates.
 * /pricing/ still passes them inline. Node only: pages (at build time) and the build script.
 */

export const CALCULATOR_KINDS: readonly CalculatorKind[] = ['document', 'portuguese', 'on-site', 'remote'];

const cache = new Map<CalculatorKind, { json: string; version: string }>();

function entry(kind: CalculatorKind) {
  let found = cache.get(kind);
  if (!found) {
    // The shape components/calculators/island-payload.ts reads back in the browser.
    const json = JSON.stringify({ props: islandProps(kind, getCalculatorSources()), quoteForm: quoteFormData(getCatalog()) });
    found = { json, version: createHash('sha256').update(json).digest('hex').slice(0, 12) };
    cache.set(kind, found);
  }
  return found;
}

/** The file's content, as the build script writes it. */
export function islandDataJson(kind: CalculatorKind): string {
  return entry(kind).json;
}

/** The file's path under the site root. */
export function islandDataFile(kind: CalculatorKind): string {
  return `calculator-data/${kind}.json`;
}

/** The address a page fetches: the version makes a cached copy from an older build miss. */
export function islandDataUrl(kind: CalculatorKind): string {
  return `/${islandDataFile(kind)}?v=${entry(kind).version}`;
}
