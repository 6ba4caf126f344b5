import type { InputHTMLAttributes } from 'react';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import styles from './fields.module.css';

type NativeProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'min' | 'max' | 'autoComplete' | 'placeholder'>;

export interface TextFieldProps extends NativeProps {
  id: string;
  label: string;
  value: string;
  /** Without it the field renders uncontrolled, as in the server-rendered shell. */
  onChange?: (value: string) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

/** A text, number-like or date input in the shared field frame. */
export function TextField({ id, label, value, onChange, hint, error, disabled, ...native }: TextFieldProps) {
  const live = onChange ? { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) } : { defaultValue: value };
  return (
    <Field id={id} label={label} hint={hint} error={error} className={styles.flush}>
      {(control) => <TextInput {...control} name={id} disabled={disabled} {...native} {...live} />}
    </Field>
  );
}
