import type { z } from 'zod';
import type { priceTablesSchema } from './price-tables-schema';

/*
 * The price tables' lists and types, without zod: the browser's calculators import this module for
 * its lists and types and never parse tables (the build and the API do, with ./price-tables-schema).
 * The lists live in ./table-lists, which the schema imports too: the tables' type comes from the
 * schema, so a list kept here would make the two modules import each other.
 */

export { hardCopyOptions, portugueseDirections, portugueseVariants, tiers } from './table-lists';
export type { HardCopyOption, PortugueseDirection, PortugueseVariant, Tier } from './table-lists';

export type PriceTables = z.infer<ReturnType<typeof priceTablesSchema>>;

/** File name of each table, for loading and for error messages. */
export const priceTableFiles = {
  document: 'document.yaml',
  turnaround: 'turnaround.yaml',
  transcription: 'transcription.yaml',
  quote: 'quote.yaml',
  interpretation: 'interpretation.yaml',
  portugueseImmigration: 'portuguese-immigration.yaml',
  addOns: 'add-ons.yaml',
  holidays: 'holidays.yaml',
  countries: 'countries.yaml',
} as const satisfies Record<keyof PriceTables, string>;
