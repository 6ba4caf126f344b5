import { z } from 'zod';
import { calculatorField, clientQuoteSchema, quoteRequestSchemas as requestSchemas } from '@/lib/api/contract/quote-requests';
import { quoteRequestLabels, type QuoteRequestContact } from '@/lib/validation';
import { validationFailed } from '../http/errors';
import { parseBody } from '../http/validate';
import type { CheckedUpload } from '../files/uploads';
import type { PricedRequest } from './project-from-quote';

export interface ParsedQuoteRequest {
  request: PricedRequest;
  contact: QuoteRequestContact;
  clientQuote: z.infer<typeof clientQuoteSchema>;
  /** Each uploaded file's title as the client gave it, in the files' order; '' where none was given. */
  documentTitles: string[];
}

function record(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.fromEntries(Object.entries(body)) : {};
}

/**
 * Validates a quote request with the shared schema for its calculator (contact details,
 * the calculator input under `quote`, the files). Interpretation is booked, not quoted.
 */
export function parseQuoteRequest(rawBody: unknown, uploads: readonly CheckedUpload[]): ParsedQuoteRequest {
  const body: Record<string, unknown> = { ...record(rawBody), files: uploads.map((u) => u.description) };
  const calculator = calculatorField.safeParse(body.calculator);
  if (!calculator.success) throw validationFailed(calculator.error.issues[0]?.message ?? 'Unknown calculator.', { calculator: 'Choose a calculator.' });
  const clientQuote = clientQuoteSchema.parse(body.clientQuote);
  const contactOf = (form: QuoteRequestContact): QuoteRequestContact => ({
    name: form.name,
    organisation: form.organisation,
    purchaseOrder: form.purchaseOrder,
    email: form.email,
    telephone: form.telephone,
    nameSpellings: form.nameSpellings,
    notes: form.notes,
    preferredContactMethod: form.preferredContactMethod,
  });
  /** One title per file at most: a title without its file would name nothing. */
  const titlesOf = (form: { documentTitles?: string[] | undefined }): string[] => {
    const titles = form.documentTitles ?? [];
    if (titles.length > uploads.length) {
      const files = uploads.length === 1 ? '1 file was' : `${uploads.length} files were`;
      throw validationFailed(`${titles.length} document titles were sent, but ${files}.`, { documentTitles: 'Give at most one title for each file.' });
    }
    return uploads.map((_, index) => titles[index] ?? '');
  };
  switch (calculator.data) {
    case 'document': {
      const form = parseBody(requestSchemas.document, body, quoteRequestLabels);
      return { request: { kind: 'document', input: form.quote }, contact: contactOf(form), clientQuote, documentTitles: titlesOf(form) };
    }
    case 'portuguese': {
      const form = parseBody(requestSchemas.portuguese, body, quoteRequestLabels);
      return { request: { kind: 'portuguese', input: form.quote }, contact: contactOf(form), clientQuote, documentTitles: titlesOf(form) };
    }
    case 'transcription': {
      const form = parseBody(requestSchemas.transcription, body, quoteRequestLabels);
      return { request: { kind: 'transcription', input: form.quote }, contact: contactOf(form), clientQuote, documentTitles: titlesOf(form) };
    }
    case 'on-site':
    case 'remote':
      throw validationFailed('Interpretation is booked rather than quoted: send it to POST bookings.', {
        calculator: 'Use the booking form for interpretation.',
      });
  }
}
