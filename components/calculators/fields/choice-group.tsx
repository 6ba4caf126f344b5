import styles from './fields.module.css';

interface GroupOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

interface Props<T extends string> {
  id: string;
  legend: string;
  options: readonly GroupOption<T>[];
  value: T;
  onChange?: (value: T) => void;
  error?: string;
}

/** Radio buttons in a fieldset, drawn as selectable cards; arrow keys move between them natively. */
export function ChoiceGroup<T extends string>({ id, legend, options, value, onChange, error }: Props<T>) {
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const live = onChange ? { checked: option.value === value, onChange: () => onChange(option.value) } : { defaultChecked: option.value === value };
          return (
            <label key={option.value} className={styles.option} htmlFor={optionId}>
              <input type="radio" id={optionId} name={id} value={option.value} {...live} />
              <span className={styles['option-text']}>
                {option.label}
                {option.hint ? <span className={styles['option-hint']}>{option.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p className={styles.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
