/**
 * The pricing engine: price tables in, itemised quote out, money in integer cents.
 * Browser-safe; load the tables with `getPriceTables` from `./load` (Node only).
 */
export * from './schema';
export type * from './types';
export { parsePriceTables, PriceTablesError } from './parse-tables';
export { createPricingContext } from './context';
export { quoteDocumentTranslation, quoteDocumentTranslationUnchecked } from './document';
export { quotePortugueseImmigration, quotePortugueseImmigrationUnchecked } from './portuguese';
export { quoteTranscription, quoteTranscriptionUnchecked } from './transcription';
export { quoteOnSiteInterpretation, quoteOnSiteInterpretationUnchecked } from './on-site';
export { quoteRemoteInterpretation, quoteRemoteInterpretationUnchecked } from './remote';
export { fromPrices, type FromPrice, type FromPriceId } from './from-prices';
export { quotesDiffer } from './compare';
export { deliveryConfirmedAt, deliveryHoldsUntil, revisionDelivery } from './turnaround';
export { formatCents, formatMinutes } from './format';
export { roundHalfUp } from './money';
