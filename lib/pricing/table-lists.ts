/*
 * The fixed lists the price tables are keyed by, without zod: the schema (./price-tables-schema)
 * builds its enums from them, and ./table-schema hands them to the browser's calculators with the
 * tables' type.
 */

/** Language tiers, cheapest first: the order matters when a pair takes the higher tier. */
export const tiers = ['common', 'standard', 'rare'] as const;
export type Tier = (typeof tiers)[number];

export const portugueseVariants = ['pt-BR', 'pt-PT'] as const;
export const portugueseDirections = ['pt-en', 'en-pt'] as const;
export const hardCopyOptions = ['priority', 'overnight', 'international'] as const;

export type HardCopyOption = (typeof hardCopyOptions)[number];
export type PortugueseVariant = (typeof portugueseVariants)[number];
export type PortugueseDirection = (typeof portugueseDirections)[number];
