import type { ReactNode } from 'react';
import type { AddOnState } from '@/lib/calculators/add-ons-state';
import { hardCopyChoices } from '@/lib/calculators/add-ons-state';
import type { Translator } from '@/lib/i18n/translate';
import { formatCents } from '@/lib/pricing/format';
import type { PriceTables } from '@/lib/pricing/table-schema';
import { fieldBinder } from './bind';
import { CheckboxField } from './fields/checkbox-field';
import { ChoiceGroup } from './fields/choice-group';
import { SelectField } from './fields/select-field';
import { TextField } from './fields/text-field';
import styles from './calculator.module.css';

interface Props {
  id: string;
  state: AddOnState;
  tables: Pick<PriceTables, 'turnaround' | 'addOns'>;
  t: Translator;
  onChange?: (patch: Partial<AddOnState>) => void;
  errors: Partial<Record<'turnaround' | 'apostilles' | 'hardCopy', string>>;
  /** Notarization, apostilles and mail come with certified translation only. */
  withExtras: boolean;
  /** The country-of-use field, which each calculator draws its own way. */
  country?: ReactNode;
}

/** Turnaround and the certified extras, shared by the document and Portuguese calculators. */
export function AddOnFields({ id, state, tables, t, onChange, errors, withExtras, country }: Props) {
  const { turnaround, addOns } = tables;
  const bind = fieldBinder<AddOnState>(onChange);
  const setHardCopy = bind('hardCopy');
  return (
    <>
      <ChoiceGroup
        id={`${id}-turnaround`}
        legend={t('calculators.turnaround.legend')}
        value={state.turnaround}
        onChange={bind('turnaround')}
        error={errors.turnaround}
        options={[
          {
            value: 'standard',
            label: t('calculators.turnaround.standard'),
            hint: t('calculators.turnaround.standardHint', { pages: turnaround.standard.pagesPerBusinessDay }),
          },
          {
            value: 'expedited',
            label: t('calculators.turnaround.expedited', { percent: turnaround.expedited.surchargePercent }),
            hint: t('calculators.turnaround.expeditedHint', { pages: turnaround.standard.pagesPerBusinessDay }),
          },
          {
            value: 'rush',
            label: t('calculators.turnaround.rush', { percent: turnaround.rush.surchargePercent }),
            hint: t('calculators.turnaround.rushHint', {
              pages: turnaround.rush.maxPages,
              before: turnaround.rush.sameDayBefore,
              dueBy: turnaround.dueBy,
              nextBy: turnaround.rush.nextDayBy,
            }),
          },
        ]}
      />
      {withExtras ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('calculators.addOns.legend')}</legend>
          <CheckboxField
            id={`${id}-notarize`}
            label={t('calculators.addOns.notarization', { price: formatCents(addOns.notarization.perOrderCents) })}
            checked={state.notarization}
            onChange={bind('notarization')}
          />
          <div className={styles.row}>
            <TextField
              id={`${id}-apostilles`}
              label={t('calculators.addOns.apostilles')}
              hint={t('calculators.addOns.apostillesHint', { price: formatCents(addOns.apostille.perDocumentCents) })}
              inputMode="numeric"
              autoComplete="off"
              value={state.apostilles}
              onChange={bind('apostilles')}
              error={errors.apostilles}
            />
            {country}
          </div>
          <SelectField
            id={`${id}-mail`}
            label={t('calculators.addOns.hardCopy')}
            value={state.hardCopy}
            onChange={setHardCopy && ((value) => setHardCopy(hardCopyChoices.find((choice) => choice === value) ?? 'none'))}
            error={errors.hardCopy}
            options={hardCopyChoices.map((choice) => ({
              value: choice,
              label: choice === 'none' ? t('calculators.addOns.noHardCopy') : `${addOns.hardCopy[choice].label}, ${formatCents(addOns.hardCopy[choice].cents)}`,
            }))}
          />
        </fieldset>
      ) : null}
    </>
  );
}
