import { calculatorLanguages, tablesFor, type CalculatorSources } from './data';
import type { CalculatorKind } from './handoff';
import { calculatorMessages } from './messages';

/**
 * Everything a calculator's island needs but its preset, for one kind: the catalog slices, the
 * price tables it prices with and its messages. /pricing/ passes them inline; service pages fetch
 * them from the build's /calculator-data/<kind>.json (lib/calculators/island-data.server.ts).
 */
export function islandProps(kind: CalculatorKind, { catalog, tables }: CalculatorSources) {
  const written = calculatorLanguages('documents', catalog.languages);
  const spoken = calculatorLanguages('interpreting', catalog.languages);
  switch (kind) {
    case 'document':
      return { kind, languages: written, tables: tablesFor('document', tables), messages: calculatorMessages(kind) };
    case 'portuguese':
      return { kind, tables: tablesFor('portuguese', tables), messages: calculatorMessages(kind) };
    case 'on-site':
      return { kind, languages: spoken, locations: catalog.locations, tables: tablesFor('interpretation', tables), messages: calculatorMessages(kind) };
    case 'remote':
      return { kind, languages: spoken, platforms: catalog.platforms, tables: tablesFor('interpretation', tables), messages: calculatorMessages(kind) };
  }
}
