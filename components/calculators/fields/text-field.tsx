import type { InputHTMLAttributes } from 'react';
import { describedBy, FieldFrame, type FieldMessages } from './field-frame';
import styles from './fields.module.css';

type NativeProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'min' | 'max' | 'autoComplete' | 'placeholder'>;

export interface TextFieldProps extends FieldMessages, NativeProps {
  id: string;
  label: string;
  value: string;
  /** Without it the field renders uncontrolled, as in the server-rendered shell. */
  onChange?: (value: string) => void;
  disabled?: boolean;
  className?: string;
}

/** A text, number-like or date input with its label, hint and error. */
export function TextField({ id, label, value, onChange, hint, error, disabled, className, ...native }: TextFieldProps) {
  const live = onChange ? { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) } : { defaultValue: value };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        name={id}
        className={styles.control}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...native}
        {...live}
      />
    </FieldFrame>
  );
}
