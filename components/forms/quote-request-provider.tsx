import type { ReactNode } from 'react';
import type { QuoteFormData } from '@/lib/forms/quote-form-data';
import { QuoteRequestFormHost } from './quote-request-form-host';

/**
 * Connects "Request this quote" in every calculator below it to the request and booking
 * forms. Place it above the calculators (a page, or the root layout); the forms' code loads
 * only when a visitor asks for one.
 */
export function QuoteRequestProvider({ data, children }: { data: QuoteFormData; children: ReactNode }) {
  return <QuoteRequestFormHost data={data}>{children}</QuoteRequestFormHost>;
}
