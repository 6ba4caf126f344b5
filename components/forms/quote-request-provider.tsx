import type { ReactNode } from 'react';
import { getQuoteFormData } from './quote-form-sources';
import { QuoteRequestFormHost } from './quote-request-form-host';

/**
 * Connects "Request this quote" in every calculator below it to the request and booking
 * forms. Place it above the calculators (a page, or the root layout); the forms' code loads
 * only when a visitor asks for one.
 */
export function QuoteRequestProvider({ children }: { children: ReactNode }) {
  return <QuoteRequestFormHost data={getQuoteFormData()}>{children}</QuoteRequestFormHost>;
}
