import type { CalculatorCatalog } from '@/lib/calculators/data';
import type { CalculatorPreset } from '@/lib/calculators/handoff';

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
