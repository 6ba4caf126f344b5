export * from './schema';
export { parseCatalog } from './parse';
export { buildServiceSlug, listServiceVariants, parseServiceSlug, servicePath } from './slugs';
export type { ServiceVariant, ServiceVariantKind } from './slugs';
export { getRelatedVariants, groupLanguagesByLetter, groupLocationsByState } from './indexes';
export type { LanguageGroup, StateGroup } from './indexes';
export { languageSupports, languagesFor, pairLanguagesOf, spokenFormsOf, writtenFormsOf } from './language-forms';
export type { CopySection, FaqItem, PageSources, VariantCopy } from './page-copy.server';
