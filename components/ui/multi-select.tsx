'use client';

import dynamic from 'next/dynamic';
import { Field } from './field';
import { InputSkeleton } from './input-skeleton';
import { WhenNeeded } from './when-needed';
import { selectFieldWiring, type SelectFieldProps } from './select-field';

// react-select loads only on pages that render this, once the field is needed (shared with SearchableSelect).
const MultiSelectControl = dynamic(() => import('./select-multi').then((m) => m.MultiSelectControl), {
  ssr: false,
  loading: () => <InputSkeleton />,
});

/** `value`: the chosen values, in the order chosen. `placeholder`: "Select option" unless given. */
export type MultiSelectProps = SelectFieldProps<readonly string[], string[]>;

/** Several values out of a list (up to 1000 rendered at a time), searchable, each removable by a named button. */
export function MultiSelect({ id, label, hint, error, required, ...control }: MultiSelectProps) {
  return (
    <WhenNeeded>
      {(needed, skeleton) => (
        <Field id={id} label={label} hint={hint} error={error} required={required} pending={!needed}>
          {(field) => (needed ? <MultiSelectControl {...control} {...selectFieldWiring(id, field, error, required)} /> : skeleton)}
        </Field>
      )}
    </WhenNeeded>
  );
}
