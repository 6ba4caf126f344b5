import { z } from 'zod';
import { emailAddress, optionalTelephone, optionalText, personName } from '../fields';
import type { LabelsFor } from '../labels';
import { ext, file, max, oneOf, requiredIf, size } from '../rules';
import { withSpamFields } from '../spam';
import { CONTACT_METHODS } from './options';
import { WORD_COUNT_LIMITS } from '@/lib/wordcount/limits';

/** The contact part of a quote request, sent after "Request this quote" in a calculator. */
export const quoteRequestContactSchema = z
  .object({
    name: personName(),
    /** The firm or organization ordering, when not a private person. */
    organisation: optionalText(200),
    /**
     * A purchase order number or a reference for the invoice (a matter or case number, a department,
     * a cost center): the payment support article promises it appears on the invoice.
     */
    purchaseOrder: optionalText(100),
    email: emailAddress(),
    /** Required when the visitor asks to be called or messaged. */
    telephone: optionalTelephone(),
    /** How names in the documents should be spelled in the translation. */
    nameSpellings: optionalText(1000),
    /** Anything else the translator should know. */
    notes: optionalText(5000),
    preferredContactMethod: oneOf(CONTACT_METHODS),
  })
  .check(requiredIf('telephone', 'preferredContactMethod', 'phone', 'whatsapp'));

export type QuoteRequestContact = z.output<typeof quoteRequestContactSchema>;
export type QuoteRequestContactInput = z.input<typeof quoteRequestContactSchema>;

export const quoteRequestContactLabels = {
  name: 'Full name',
  organisation: 'Organization',
  purchaseOrder: 'Purchase order or reference',
  email: 'Email',
  telephone: 'Telephone',
  nameSpellings: 'Name spellings',
  notes: 'Notes for the translator',
  preferredContactMethod: 'Preferred contact method',
} as const satisfies LabelsFor<QuoteRequestContact>;

/** The files a document-translation quote was counted from; the word counter reads the same types. */
const QUOTE_FILE_EXTENSIONS = ['pdf', 'docx', 'txt', 'jpg', 'jpeg', 'png', 'webp'] as const;
/** The word counter's limits: a file it would refuse to count is refused by the form too. */
const QUOTE_FILE_MAX_KB = WORD_COUNT_LIMITS.maxFileBytes / 1024;
const QUOTE_FILES_MAX = WORD_COUNT_LIMITS.maxFiles;

const quoteFilesSchema = z
  .array(file().check(ext(...QUOTE_FILE_EXTENSIONS), size(QUOTE_FILE_MAX_KB)))
  .check(max(QUOTE_FILES_MAX))
  .optional();

/**
 * What each file is, in the files' order ("Birth certificate of Ana Souza, issued in São Paulo,
 * Brazil"): the certificate of a certified translation lists the documents by title, and staff
 * confirm or correct these before approval. An empty title is left for staff to give.
 */
export const documentTitlesSchema = z
  .array(z.string().trim().check(max(200)))
  .check(max(QUOTE_FILES_MAX))
  .optional();

/**
 * The full quote request: the calculator's quote (the pricing input schema), the files of a
 * document quote with their titles, the contact part and the spam fields.
 */
export function createQuoteRequestSchema<Quote extends z.core.$ZodType>(quote: Quote) {
  return withSpamFields(quoteRequestContactSchema.safeExtend({ quote, files: quoteFilesSchema, documentTitles: documentTitlesSchema }));
}

export const quoteRequestLabels = {
  ...quoteRequestContactLabels,
  quote: 'Quote',
  files: 'Files',
  documentTitles: 'Document titles',
} as const;
