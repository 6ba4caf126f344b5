'use client';

import dynamic from 'next/dynamic';
import type { ReactNode, Ref } from 'react';
import { Field } from './field';
import { fieldIds } from './field-ids';
import { InputSkeleton } from './input-skeleton';
import type { SelectOption } from './select-options';

// react-select (about 25 KB gzip) loads only on pages that render this, after hydration.
const SingleSelectControl = dynamic(() => import('./select-single').then((m) => m.SingleSelectControl), {
  ssr: false,
  loading: () => <InputSkeleton />,
});

export interface SearchableSelectProps {
  /** The search input's id (the label points at it) and react-select's stable instance id. */
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen option's value; '' when none. */
  value: string;
  onChange: (value: string) => void;
  /** "Select option" unless given. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
  /** For react-hook-form's `Controller` (`field.ref`): focuses the search input. */
  ref?: Ref<{ focus(): void }>;
}

/** One value out of a long list, searchable by typing (e.g. source and target language). */
export function SearchableSelect({ id, label, hint, error, required, ...control }: SearchableSelectProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(field) => (
        <SingleSelectControl
          {...control}
          inputId={id}
          labelId={fieldIds(id).labelId}
          describedBy={field['aria-describedby']}
          invalid={Boolean(error)}
          required={required}
        />
      )}
    </Field>
  );
}
