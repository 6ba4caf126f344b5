import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import styles from './fields.module.css';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  label: string;
  options: readonly ChoiceOption[];
  value: string;
  /** Without it the field renders uncontrolled, as in the server-rendered shell. */
  onChange?: (value: string) => void;
  /** Shown as a first, empty choice while nothing is chosen. */
  placeholder?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * The shell renders only the chosen option: the island, with the whole list,
 * takes over as soon as the visitor reaches for the field, and the shell's
 * HTML stays small even with 250 countries.
 */
function shown(options: readonly ChoiceOption[], value: string, live: boolean): readonly ChoiceOption[] {
  return live ? options : options.filter((option) => option.value === value);
}

/** A native select in the shared field frame. */
export function SelectField({ id, label, options, value, onChange, placeholder, hint, error, disabled }: SelectFieldProps) {
  const live = onChange ? { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) } : { defaultValue: value };
  return (
    <Field id={id} label={label} hint={hint} error={error} className={styles.flush}>
      {(control) => (
        <NativeSelect
          {...control}
          name={id}
          disabled={disabled}
          options={shown(options, value, Boolean(onChange))}
          placeholder={placeholder !== undefined && value === '' ? placeholder : undefined}
          {...live}
        />
      )}
    </Field>
  );
}
