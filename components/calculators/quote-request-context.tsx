'use client';

import { createContext, useContext, type ComponentType } from 'react';
import type { QuoteRequestPayload } from '@/lib/calculators/handoff';

export interface QuoteRequestFormProps {
  payload: QuoteRequestPayload;
  /** Closes the form and returns focus to "Request this quote". */
  onClose: () => void;
}

/**
 * The request form that opens under a calculator after "Request this quote".
 * The forms module provides it with a client provider placed above the
 * calculators (in a page or the root layout):
 *
 *   <QuoteRequestFormContext.Provider value={QuoteRequestForm}>…</QuoteRequestFormContext.Provider>
 *
 * Without a provider the calculators offer to send the quote by email instead.
 */
export const QuoteRequestFormContext = createContext<ComponentType<QuoteRequestFormProps> | null>(null);

export function useQuoteRequestForm(): ComponentType<QuoteRequestFormProps> | null {
  return useContext(QuoteRequestFormContext);
}
