import { createHash } from 'node:crypto';
import { calculatorMessages } from '@/components/calculators/messages';
import { getQuoteFormData } from '@/components/forms/quote-form-sources';
import { tablesFor } from './data';
import type { CalculatorKind } from './handoff';
import { getCalculatorSources } from './load';
import type { FetchedIslandData } from './island-payload';

/*
 * Service pages embed a calculator without carrying its data: the catalog slices, price tables,
 * messages and request-form lists (16–29 KB of JSON) are written once per calculator to
 * /calculator-data/<kind>.json at build time, and the island fetches them when it activates.
 * /pricing/ still passes them inline. Node only: server components and the build script.
 */

export const CALCULATOR_KINDS: readonly CalculatorKind[] = ['document', 'portuguese', 'on-site', 'remote'];

const cache = new Map<CalculatorKind, { data: FetchedIslandData; json: string; version: string }>();

/** Everything a calculator's island needs but its preset, for one kind. */
export function islandProps(kind: CalculatorKind): FetchedIslandData['props'] {
  const { catalog, tables } = getCalculatorSources();
  switch (kind) {
    case 'document':
      return { kind, languages: catalog.languages, tables: tablesFor('document', tables), messages: calculatorMessages(kind) };
    case 'portuguese':
      return { kind, tables: tablesFor('portuguese', tables), messages: calculatorMessages(kind) };
    case 'on-site':
      return { kind, languages: catalog.languages, locations: catalog.locations, tables: tablesFor('interpretation', tables), messages: calculatorMessages(kind) };
    case 'remote':
      return { kind, languages: catalog.languages, platforms: catalog.platforms, tables: tablesFor('interpretation', tables), messages: calculatorMessages(kind) };
  }
}

function entry(kind: CalculatorKind) {
  let found = cache.get(kind);
  if (!found) {
    const data: FetchedIslandData = { props: islandProps(kind), quoteForm: getQuoteFormData() };
    const json = JSON.stringify(data);
    found = { data, json, version: createHash('sha256').update(json).digest('hex').slice(0, 12) };
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
