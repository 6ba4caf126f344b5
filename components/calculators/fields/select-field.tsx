import { describedBy, FieldFrame, type FieldMessages } from './field-frame';
import styles from './fields.module.css';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldMessages {
  id: string;
  label: string;
  options: readonly ChoiceOption[];
  value: string;
  /** Without it the field renders uncontrolled, as in the server-rendered shell. */
  onChange?: (value: string) => void;
  /** Shown as a first, empty choice while nothing is chosen. */
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The shell renders only the chosen option: the island, with the whole list,
 * takes over as soon as the visitor reaches for the field, and the shell's
 * HTML stays small even with 250 countries.
 */
function shown(options: readonly ChoiceOption[], value: string, live: boolean): readonly ChoiceOption[] {
  return live ? options : options.filter((option) => option.value === value);
}

/** A native select with its label, hint and error. */
export function SelectField({ id, label, options, value, onChange, placeholder, disabled, hint, error, className }: SelectFieldProps) {
  const live = onChange ? { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) } : { defaultValue: value };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        name={id}
        className={styles.control}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        {...live}
      >
        {placeholder !== undefined && value === '' ? <option value="">{placeholder}</option> : null}
        {shown(options, value, Boolean(onChange)).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
