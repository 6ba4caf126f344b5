'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { QuoteRequestPayload } from '@/lib/calculators/handoff';

export interface QuoteRequestFormProps {
  payload: QuoteRequestPayload;
  /** Closes the form and returns focus to "Request this quote". */
  onClose: () => void;
}

/** Renders the request form for a quote. */
export type RenderQuoteRequestForm = (props: QuoteRequestFormProps) => ReactNode;

/**
 * The request form that opens under a calculator after "Request this quote".
 * The forms module provides it with a client provider placed above the
 * calculators (in a page or the root layout):
 *
 *   const renderForm: RenderQuoteRequestForm = (props) => <QuoteRequestForm {...props} />;
 *   <QuoteRequestFormContext.Provider value={renderForm}>…</QuoteRequestFormContext.Provider>
 *
 * Without a provider the calculators offer to send the quote by email instead.
 */
export const QuoteRequestFormContext = createContext<RenderQuoteRequestForm | null>(null);

export function useQuoteRequestForm(): RenderQuoteRequestForm | null {
  return useContext(QuoteRequestFormContext);
}
