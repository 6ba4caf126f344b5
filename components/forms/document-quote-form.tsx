'use client';

import type { z } from 'zod';
import { submitQuoteRequest } from '@/lib/api/quotes';
import { buildQuoteRequest, titlesDocuments, type DocumentQuoteHandoff } from '@/lib/forms/quote-payloads';
import { documentTitlesSchema, quoteRequestContactLabels, quoteRequestContactSchema, quoteRequestLabels } from '@/lib/validation/forms/quote-request';
import { contactDefaults } from './booking-values';
import { withSpamFields } from '@/lib/validation/spam';
import { ConfirmationPanel } from './confirmation-panel';
import { FormFrame } from './form-frame';
import { formMessages, formText } from './form-messages';
import { QuoteContactFields, quoteContactNames } from './quote-contact-fields';
import { QuoteSummary } from './quote-summary';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';
import { useApiForm } from './use-api-form';
import styles from './form.module.css';
import { site } from '@/lib/site';

const schema = withSpamFields(quoteRequestContactSchema.safeExtend({ documentTitles: documentTitlesSchema }));
const labels = { ...quoteRequestContactLabels, documentTitles: quoteRequestLabels.documentTitles };
const text = formMessages.quote;
// The titles belong to this request's files, which a draft does not keep.
const draftExclude = ['company_website', 'documentTitles'] as const;
const defaultValues: typeof contactDefaults & { documentTitles: string[] } = { ...contactDefaults, documentTitles: [] };

type Output = z.output<typeof schema>;

const formatDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: site.timeZone }).format(new Date(iso));

/** The request after "Request this quote" in the document and Portuguese calculators: the quote, its files and who asks. */
export function DocumentQuoteForm({ handoff, onClose }: { handoff: DocumentQuoteHandoff; onClose: () => void }) {
  const { form, receipt, frame } = useApiForm({
    formId: 'quote-request',
    elementId: `quote-request-${handoff.calculator}`,
    draftVersion: 1,
    schema,
    labels,
    defaultValues,
    draftExclude,
    send: (values: Output, { formFillMs, idempotencyKey }) => submitQuoteRequest(buildQuoteRequest(handoff, values, formFillMs), { idempotencyKey }),
    successMessage: text.success,
    fingerprintExtra: { input: handoff.input, files: handoff.files },
  });

  if (receipt) {
    return (
      <ConfirmationPanel
        id={frame.id}
        heading={text.confirmationHeading}
        reference={receipt.reference}
        {...(receipt.orderToken === undefined ? {} : { orderToken: receipt.orderToken })}
        againLabel={formMessages.common.cancel}
        onAgain={onClose}
      >
        <p>{text.confirmationBody}</p>
        {receipt.validUntil ? <p>{formText('quote.validUntil', { date: formatDate(receipt.validUntil) })}</p> : null}
      </ConfirmationPanel>
    );
  }

  return (
    <FormFrame
      {...frame}
      heading={text.heading}
      headingLevel={4}
      intro={<p>{text.intro}</p>}
      submitLabel={text.submit}
      honeypot={form.register('company_website')}
      footer={
        <button type="button" className="button button-ghost" onClick={onClose}>
          {formMessages.common.cancel}
        </button>
      }
    >
      <QuoteSummary totalCents={handoff.quote.totalCents} files={handoff.files} />
      {titlesDocuments(handoff) && handoff.files.length > 0 ? (
        <fieldset className={styles.section} data-document-titles="">
          <legend className={styles.sectionTitle}>{text.documentTitlesHeading}</legend>
          <p className={styles.sectionIntro}>{text.documentTitlesIntro}</p>
          {handoff.files.map((file, index) => (
            <TextField
              key={`${index}-${file.name}`}
              form={form}
              name={`documentTitles.${index}`}
              label={formText('quote.documentTitle', { name: file.name })}
              maxLength={200}
              autoComplete="off"
            />
          ))}
        </fieldset>
      ) : null}
      <QuoteContactFields form={form} names={quoteContactNames} />
      <div className={styles.row}>
        <TextAreaField
          form={form}
          name="nameSpellings"
          label={quoteRequestContactLabels.nameSpellings}
          hint={text.nameSpellingsHint}
          rows={3}
          maxLength={1000}
        />
        <TextAreaField form={form} name="notes" label={quoteRequestContactLabels.notes} hint={text.notesHint} rows={3} maxLength={5000} />
      </div>
    </FormFrame>
  );
}
