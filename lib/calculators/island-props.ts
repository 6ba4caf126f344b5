import { tablesFor, type CalculatorSources } from './data';
import type { CalculatorKind } from './handoff';
import { calculatorMessages } from './messages';

/**
 * Everything a calculator's island needs but its preset, for one kind: the catalog slices, the
 * price tables it prices with and its messages. /pricing/ passes them inline; service pages fetch
 * them from the build's /calculator-data/<kind>.json (lib/calculators/island-data.server.ts).
 */
export function islandProps(kind: CalculatorKind, { catalog, tables }: CalculatorSources) {
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
