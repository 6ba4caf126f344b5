'use client';

import dynamic from 'next/dynamic';
import { useCallback, type ReactNode } from 'react';
import { QuoteRequestFormContext, type RenderQuoteRequestForm } from '@/components/calculators/quote-request-context';
import { InputSkeleton } from '@/components/ui/input-skeleton';
import type { QuoteFormData } from '@/lib/forms/quote-form-data';

// The forms (react-hook-form, the schemas, the phone and date inputs) load when "Request this quote" is pressed.
const QuoteRequestForm = dynamic(() => import('./quote-request-form').then((m) => m.QuoteRequestForm), {
  ssr: false,
  loading: () => <InputSkeleton />,
});

/** Gives the calculators below it the request form to open with their quote. */
export function QuoteRequestFormHost({ data, children }: { data: QuoteFormData; children: ReactNode }) {
  const render = useCallback<RenderQuoteRequestForm>((props) => <QuoteRequestForm {...props} data={data} />, [data]);
  return <QuoteRequestFormContext value={render}>{children}</QuoteRequestFormContext>;
}
