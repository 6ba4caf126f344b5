import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, fieldIds } from './field-ids';
import { FieldError, FieldHint } from './field-message';
import { cx } from './class-names';
import styles from './choice.module.css';

export interface RadioOption {
  value: string;
  label: string;
  hint?: string;
}

export type RadioGroupProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'id' | 'value' | 'defaultValue' | 'checked'> & {
  id: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  error?: string;
  /** The chosen value, when the group is controlled; with `register(...)` leave it out. */
  value?: string;
  defaultValue?: string;
  /** Options side by side where they fit, instead of one per line. */
  inline?: boolean;
};

/**
 * One choice out of a few, as a fieldset of radio buttons. The input props (a `register(...)`
 * spread included) go on every radio; react-hook-form tracks radios that share a ref this way.
 */
export function RadioGroup({ id, legend, options, hint, error, value, defaultValue, inline, required, className, ...inputProps }: RadioGroupProps) {
  return (
    <fieldset
      id={id}
      role="radiogroup"
      className={cx(styles.group, error && styles.invalid, className)}
      aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
      aria-invalid={error ? true : undefined}
      aria-required={required ? true : undefined}
    >
      <legend id={fieldIds(id).labelId} className={styles.legend}>
        {legend}
      </legend>
      <FieldHint id={id}>{hint}</FieldHint>
      <div className={cx(styles.options, inline && styles.inline)}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label key={option.value} htmlFor={optionId} className={styles.row}>
              <input
                type="radio"
                id={optionId}
                value={option.value}
                className={styles.input}
                checked={value === undefined ? undefined : value === option.value}
                defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
                {...inputProps}
              />
              <span className={styles.text}>
                {option.label}
                {option.hint ? <span className={styles.optionHint}>{option.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
}
