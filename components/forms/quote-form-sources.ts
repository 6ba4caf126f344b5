import { getCatalog } from '@/lib/catalog';
import type { QuoteFormData } from './quote-form-data';

/** The catalog slices the request forms need (build time). */
export function getQuoteFormData(): QuoteFormData {
  const { locations, platforms } = getCatalog();
  return {
    locations: locations.map(({ slug, city, stateCode, timeZone }) => ({ slug, city, stateCode, timeZone })),
    platforms: platforms.map(({ slug, name, kind }) => ({ value: slug, label: name, kind })),
  };
}
