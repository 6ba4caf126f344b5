import type { ReactNode } from 'react';
import { getCatalog } from '@/lib/catalog';
import type { QuoteFormData } from './quote-form-data';
import { QuoteRequestFormHost } from './quote-request-form-host';

/** The catalog slices the request forms need (build time). */
export function getQuoteFormData(): QuoteFormData {
  const { locations, platforms } = getCatalog();
  return {
    locations: locations.map(({ slug, city, stateCode, timeZone }) => ({ slug, city, stateCode, timeZone })),
    platforms: platforms.map(({ slug, name, kind }) => ({ value: slug, label: name, kind })),
  };
}

/**
 * Connects "Request this quote" in every calculator below it to the request and booking
 * forms. Place it above the calculators (a page, or the root layout); the forms' code loads
 * only when a visitor asks for one.
 */
export function QuoteRequestProvider({ children }: { children: ReactNode }) {
  return <QuoteRequestFormHost data={getQuoteFormData()}>{children}</QuoteRequestFormHost>;
}
