'use client';

import type { QuoteRequestFormProps } from '@/components/calculators/quote-request-context';
import { DocumentQuoteForm } from './document-quote-form';
import { OnSiteBookingForm } from './on-site-booking-form';
import type { QuoteFormData } from '@/lib/forms/quote-form-data';
import { RemoteBookingForm } from './remote-booking-form';

/**
 * The form that opens under a calculator after "Request this quote": a quote request for
 * documents (with their files), a booking for interpretation.
 */
export function QuoteRequestForm({ payload, onClose, data }: QuoteRequestFormProps & { data: QuoteFormData }) {
  switch (payload.calculator) {
    case 'document':
    case 'portuguese':
      return <DocumentQuoteForm handoff={payload} onClose={onClose} />;
    case 'on-site':
      return <OnSiteBookingForm handoff={payload} location={data.locations.find((location) => location.slug === payload.input.location)} onClose={onClose} />;
    case 'remote':
      return <RemoteBookingForm handoff={payload} platforms={data.platforms} onClose={onClose} />;
  }
}
