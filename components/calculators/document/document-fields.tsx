import type { ReactNode } from 'react';
import { ENGLISH, type LanguageOption } from '@/lib/calculators/data';
import { countKinds, type DocumentState } from '@/lib/calculators/document-state';
import type { PriceTables } from '@/lib/pricing/table-schema';
import { AddOnFields } from '../add-on-fields';
import { fieldBinder } from '../bind';
import styles from '../calculator.module.css';
import { ChoiceGroup } from '../fields/choice-group';
import { shellControls } from '../fields/controls';
import type { FieldsProps } from '../fields-props';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';

export type DocumentField = 'service' | 'sourceLanguage' | 'targetLanguage' | 'count' | 'documents' | 'turnaround' | 'apostilles' | 'countryOfUse' | 'hardCopy';

interface Props extends FieldsProps<DocumentState> {
  languages: readonly LanguageOption[];
  tables: Pick<PriceTables, 'turnaround' | 'addOns' | 'countries' | 'document'>;
  /** The file drop area and the counted files. */
  files: ReactNode;
}

/** The document calculator's fields; the server renders them as the shell, the island with handlers. */
export function DocumentFields({ id, state, languages, tables, t, onChange, errors, files, controls = shellControls }: Props) {
  const { SearchSelect } = controls;
  const bind = fieldBinder<DocumentState>(onChange);
  const setService = bind('service');
  const setCountBy = bind('countBy');
  const languageOptions = [ENGLISH, ...languages].map((language) => ({ value: language.slug, label: language.name }));
  const proofreading = state.service === 'proofreading';
  return (
    <>
      <ChoiceGroup
        id={`${id}-service`}
        legend={t('calculators.document.service')}
        value={state.service}
        onChange={setService}
        error={errors.service}
        options={[
          { value: 'certified', label: t('calculators.document.certified'), hint: t('calculators.document.certifiedHint') },
          { value: 'standard', label: t('calculators.document.standard'), hint: t('calculators.document.standardHint') },
          { value: 'proofreading', label: t('calculators.document.proofreading'), hint: t('calculators.document.proofreadingHint') },
        ]}
      />
      <div className={styles.row}>
        <SearchSelect
          id={`${id}-from`}
          label={t(proofreading ? 'calculators.document.language' : 'calculators.document.from')}
          placeholder={t('calculators.fields.chooseLanguage')}
          options={languageOptions}
          value={state.sourceLanguage}
          onChange={bind('sourceLanguage')}
          error={errors.sourceLanguage}
        />
        {proofreading ? null : (
          <SearchSelect
            id={`${id}-to`}
            label={t('calculators.document.to')}
            placeholder={t('calculators.fields.chooseLanguage')}
            options={languageOptions}
            value={state.targetLanguage}
            onChange={bind('targetLanguage')}
            error={errors.targetLanguage}
          />
        )}
      </div>
      {files}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('calculators.document.typed')}</legend>
        <p className={styles.note}>{t('calculators.document.typedHint', { words: tables.document.wordsPerPage })}</p>
        <div className={styles.row}>
          <TextField
            id={`${id}-count`}
            label={t(state.countBy === 'words' ? 'calculators.document.wordCount' : 'calculators.document.pageCount')}
            inputMode="numeric"
            autoComplete="off"
            value={state.count}
            onChange={bind('count')}
            error={errors.count}
          />
          <SelectField
            id={`${id}-count-by`}
            label={t('calculators.document.countBy')}
            value={state.countBy}
            onChange={setCountBy && ((value) => setCountBy(countKinds.find((kind) => kind === value) ?? 'words'))}
            options={countKinds.map((kind) => ({ value: kind, label: t(`calculators.document.countBy_${kind}`) }))}
          />
          <TextField
            id={`${id}-documents`}
            label={t('calculators.document.documents')}
            inputMode="numeric"
            autoComplete="off"
            value={state.documents}
            onChange={bind('documents')}
            error={errors.documents}
          />
        </div>
      </fieldset>
      <AddOnFields
        id={id}
        state={state}
        tables={tables}
        t={t}
        onChange={onChange}
        errors={errors}
        withExtras={state.service === 'certified'}
        country={
          <SearchSelect
            id={`${id}-country`}
            label={t('calculators.addOns.country')}
            options={tables.countries.map((country) => ({ value: country.code, label: country.name }))}
            value={state.countryOfUse}
            onChange={bind('countryOfUse')}
            error={errors.countryOfUse}
          />
        }
      />
    </>
  );
}
