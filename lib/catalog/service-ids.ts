/*
 * The service identifiers, in a module of their own (no imports), so that the browser's form
 * validation can share them with the catalog without loading the catalog's schemas.
 */

/** The five services, in the order the site presents them. */
export const SERVICE_IDS = ['document-translation', 'on-site-interpretation', 'remote-interpretation', 'proofreading', 'transcription'] as const;

/** Services that have language, location and pair pages (remote also has platform pages). */
export const VARIANT_SERVICE_IDS = ['document-translation', 'on-site-interpretation', 'remote-interpretation'] as const;
