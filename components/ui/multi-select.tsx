'use client';

import dynamic from 'next/dynamic';
import type { ReactNode, Ref } from 'react';
import { Field } from './field';
import { fieldIds } from './field-ids';
import { InputSkeleton } from './input-skeleton';
import type { SelectOption } from './select-options';

// react-select loads only on pages that render this, after hydration (shared with SearchableSelect).
const MultiSelectControl = dynamic(() => import('./select-multi').then((m) => m.MultiSelectControl), {
  ssr: false,
  loading: () => <InputSkeleton />,
});

export interface MultiSelectProps {
  /** The search input's id (the label points at it) and react-select's stable instance id. */
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen values, in the order chosen. */
  value: readonly string[];
  onChange: (values: string[]) => void;
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

/** Several values out of a list (up to 1000 rendered at a time), searchable, each removable by a named button. */
export function MultiSelect({ id, label, hint, error, required, ...control }: MultiSelectProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(field) => (
        <MultiSelectControl
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
