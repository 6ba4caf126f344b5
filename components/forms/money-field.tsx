'use client';

import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { centsToDollarText, dollarTextToCents } from '@/lib/forms/money-text';
import type { FormFieldProps } from './field-props';
import { useControlledField } from './use-controlled-field';

const parseAmount = (text: string) => (text.trim() === '' ? undefined : dollarTextToCents(text));

/**
 * An amount typed in dollars ("0.12", "65") and held by the form in integer cents, as the
 * schema and the API take it. Text that isn't an amount becomes NaN, which the schema reports.
 */
export function MoneyField<T extends FieldValues, O>({ form, name, label, hint, required }: FormFieldProps<T, O>) {
  const { id, value, onChange, onBlur, ref, error } = useControlledField(form, name);
  // NaN while the text isn't an amount: the schema reports it, and the text stays as typed.
  const cents = typeof value === 'number' ? value : undefined;
  const [text, setText] = useState(() => centsToDollarText(cents));
  // A value set from outside (a restored draft, a reset) replaces what is shown.
  const shown = Object.is(parseAmount(text), cents) ? text : centsToDollarText(cents);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <TextInput
          {...control}
          ref={ref}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseAmount(event.target.value));
          }}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
