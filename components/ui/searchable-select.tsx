'use client';

import dynamic from 'next/dynamic';
import { Field } from './field';
import { InputSkeleton } from './input-skeleton';
import { WhenNeeded } from './when-needed';
import { selectFieldWiring, type SelectFieldProps } from './select-field';

// react-select (about 25 KB gzip) loads only on pages that render this, once the field is needed.
const SingleSelectControl = dynamic(() => import('./select-single').then((m) => m.SingleSelectControl), {
  ssr: false,
  loading: () => <InputSkeleton />,
});

/** `value`: the chosen option's value, '' when none. `placeholder`: "Select option" unless given. */
export type SearchableSelectProps = SelectFieldProps<string>;

/** One value out of a long list, searchable by typing (e.g. source and target language). */
export function SearchableSelect({ id, label, hint, error, required, ...control }: SearchableSelectProps) {
  return (
    <WhenNeeded>
      {(needed, skeleton) => (
        <Field id={id} label={label} hint={hint} error={error} required={required} pending={!needed}>
          {(field) => (needed ? <SingleSelectControl {...control} {...selectFieldWiring(id, field, error, required)} /> : skeleton)}
        </Field>
      )}
    </WhenNeeded>
  );
}
