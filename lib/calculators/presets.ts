import type { CalculatorCatalog } from './data';

/**
 * Where a service page embeds a calculator, the catalog entries the page is
 * about: the calculator starts with them chosen. Slugs, as in the catalog.
 */
export interface CalculatorPreset {
  /** Document translation: the source language (into English); interpreting: the language. */
  language?: string;
  /** On-site interpreting: the city. */
  location?: string;
  /** Remote interpreting: a meeting platform (a scheduled session) or the phone or video-remote entry (on demand). */
  platform?: string;
}

/** Fails the build when a page presets a calculator to an entry the catalog does not have. */
export function checkPreset(preset: CalculatorPreset, catalog: CalculatorCatalog): CalculatorPreset {
  const missing = [
    preset.language !== undefined && !catalog.languages.some((entry) => entry.slug === preset.language) ? `language "${preset.language}"` : '',
    preset.location !== undefined && !catalog.locations.some((entry) => entry.slug === preset.location) ? `location "${preset.location}"` : '',
    preset.platform !== undefined && !catalog.platforms.some((entry) => entry.slug === preset.platform) ? `platform "${preset.platform}"` : '',
  ].filter(Boolean);
  if (missing.length > 0) throw new Error(`Calculator preset: no catalog entry for ${missing.join(', ')}`);
  return preset;
}
