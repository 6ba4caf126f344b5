export * from './schema';
export { CatalogError } from './errors';
export { parseCatalog } from './parse';
export { DEFAULT_CATALOG_DIR, getCatalog, loadCatalog } from './load';
export { buildServiceSlug, listServiceVariants, parseServiceSlug, servicePath } from './slugs';
export type { ServiceVariant, ServiceVariantKind, ServiceVariantRef } from './slugs';
export {
  demandLanguagesOf,
  getRelatedVariants,
  groupLanguagesByLetter,
  groupLocationsByState,
  locationsDemanding,
  nearbyLocations,
} from './indexes';
export type { LanguageGroup, RelatedVariants, StateGroup } from './indexes';
export { copyBodyBlocks, copySentences, copyWordCount, getVariantCopy, DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from './page-copy';
export type { CopySection, FaqItem, VariantCopy } from './page-copy';
