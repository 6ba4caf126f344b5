import type { z } from 'zod';
import type { priceTablesSchema } from './price-tables-schema';

/*
 * The price tables' lists and types, without zod: the browser's calculators import this module for
 * its lists and types and never parse tables (the build and the API do, with ./price-tables-schema).
 */

/** Language tiers, cheapest first: the order matters when a pair takes the higher tier. */
export const tiers = ['common', 'standard', 'rare'] as const;
export type Tier = (typeof tiers)[number];

export const portugueseVariants = ['pt-BR', 'pt-PT'] as const;
export const portugueseDirections = ['pt-en', 'en-pt'] as const;
export const hardCopyOptions = ['priority', 'overnight', 'international'] as const;

export type PriceTables = z.infer<ReturnType<typeof priceTablesSchema>>;
export type HardCopyOption = (typeof hardCopyOptions)[number];
export type PortugueseVariant = (typeof portugueseVariants)[number];
export type PortugueseDirection = (typeof portugueseDirections)[number];

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
