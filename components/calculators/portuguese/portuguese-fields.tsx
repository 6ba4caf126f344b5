import type { PortugueseState } from '@/lib/calculators/portuguese-state';
import { formatCents } from '@/lib/pricing/format';
import { portugueseDirections, portugueseVariants, type PriceTables } from '@/lib/pricing/table-schema';
import { AddOnFields } from '../add-on-fields';
import { fieldBinder } from '../bind';
import styles from '../calculator.module.css';
import { ChoiceGroup } from '../fields/choice-group';
import { TextField } from '../fields/text-field';
import type { FieldsProps } from '../fields-props';

export type PortugueseField = 'direction' | 'variant' | 'countryOfUse' | 'documents' | 'turnaround' | 'apostilles' | 'hardCopy';

interface Props extends FieldsProps<PortugueseState> {
  tables: Pick<PriceTables, 'portugueseImmigration' | 'countries' | 'turnaround' | 'addOns'>;
}

/** The Portuguese package's fields: direction, variant or country, the documents and the add-ons. */
export function PortugueseFields({ id, state, tables, t, onChange, errors }: Props) {
  const table = tables.portugueseImmigration;
  const bind = fieldBinder<PortugueseState>(onChange);
  const countryName = (code: string) => tables.countries.find((country) => country.code === code)?.name ?? code;
  const destinations = table.directions['en-pt'].countries;
  const setQuantity = (documentId: string) => onChange && ((value: string) => onChange({ quantities: { ...state.quantities, [documentId]: value } }));
  return (
    <>
      <ChoiceGroup
        id={`${id}-direction`}
        legend={t('calculators.portuguese.direction')}
        value={state.direction}
        onChange={bind('direction')}
        error={errors.direction}
        options={portugueseDirections.map((direction) => ({
          value: direction,
          label: table.directions[direction].label,
          hint: t(`calculators.portuguese.directionHint_${direction}`),
        }))}
      />
      {state.direction === 'pt-en' ? (
        <ChoiceGroup
          id={`${id}-variant`}
          legend={t('calculators.portuguese.variant')}
          value={state.variant}
          onChange={bind('variant')}
          error={errors.variant}
          options={portugueseVariants.map((variant) => ({ value: variant, label: `${table.variants[variant]} (${variant})` }))}
        />
      ) : (
        <ChoiceGroup
          id={`${id}-country`}
          legend={t('calculators.portuguese.country')}
          value={state.countryOfUse}
          onChange={bind('countryOfUse')}
          error={errors.countryOfUse}
          options={destinations.map((destination) => ({
            value: destination.code,
            label: countryName(destination.code),
            hint: destination.variant ? table.variants[destination.variant] : undefined,
          }))}
        />
      )}
      <fieldset className={styles.fieldset} aria-describedby={errors.documents ? `${id}-documents-error` : undefined}>
        <legend className={styles.legend}>{t('calculators.portuguese.documents')}</legend>
        <p className={styles.note}>{t('calculators.portuguese.documentsHint')}</p>
        <div className={styles.documents}>
          {table.documents.map((document) => (
            <TextField
              key={document.id}
              id={`${id}-quantity-${document.id}`}
              label={document.label}
              hint={t(document.unit === 'page' ? 'calculators.portuguese.perPage' : 'calculators.portuguese.perDocument', {
                price: formatCents(document.priceCents),
              })}
              inputMode="numeric"
              autoComplete="off"
              placeholder="0"
              value={state.quantities[document.id] ?? ''}
              onChange={setQuantity(document.id)}
              error={errors[`quantity-${document.id}`]}
            />
          ))}
        </div>
        {errors.documents ? (
          <p className={styles['file-error']} id={`${id}-documents-error`}>
            {errors.documents}
          </p>
        ) : null}
      </fieldset>
      <AddOnFields id={id} state={state} tables={tables} t={t} onChange={onChange} errors={errors} withExtras />
    </>
  );
}
