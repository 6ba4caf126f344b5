'use client';

import { useFieldArray } from 'react-hook-form';
import type { SelectOption } from '@/components/ui/select-options';
import { FieldError, FieldHint } from '@/components/ui/field-message';
import { applicationLabels } from '@/lib/validation/forms/application';
import { emptyLanguagePair, type ApplicationFormApi } from './application-values';
import { formMessages, formText } from './form-messages';
import { fieldError, useFieldId } from './form-scope';
import { SearchableSelectField } from './searchable-select-field';
import styles from './form.module.css';

const MAX_PAIRS = 20;
const text = formMessages.application;

/** The directions a professional works in: one row per pair, each with a source and a target language. */
export function ApplicationLanguagePairs({ form, languages }: { form: ApplicationFormApi; languages: readonly SelectOption[] }) {
  const id = useFieldId('languagePairs');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'languagePairs' });
  const error = fieldError(form, 'languagePairs');
  return (
    <fieldset className={styles.section} id={id} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className={styles.sectionTitle}>{applicationLabels.languagePairs}</legend>
      <FieldHint id={id}>{text.pairsHint}</FieldHint>
      {fields.map((pair, index) => (
        <fieldset key={pair.id} className={styles.section}>
          <legend className="visually-hidden">{formText('application.pairLabel', { number: index + 1 })}</legend>
          <div className={styles.pair}>
            <SearchableSelectField
              form={form}
              name={`languagePairs.${index}.source`}
              label={applicationLabels['languagePairs.source']}
              options={languages}
              required
            />
            <SearchableSelectField
              form={form}
              name={`languagePairs.${index}.target`}
              label={applicationLabels['languagePairs.target']}
              options={languages}
              required
            />
            {fields.length > 1 ? (
              <button
                type="button"
                className={`button button-ghost ${styles.pairRemove}`}
                onClick={() => remove(index)}
                aria-label={formText('application.removePair', { number: index + 1 })}
              >
                ✕
              </button>
            ) : null}
          </div>
        </fieldset>
      ))}
      <FieldError id={id}>{error}</FieldError>
      {fields.length < MAX_PAIRS ? (
        <button type="button" className="button button-ghost" onClick={() => append({ ...emptyLanguagePair }, { shouldFocus: false })}>
          {text.addPair}
        </button>
      ) : null}
    </fieldset>
  );
}
