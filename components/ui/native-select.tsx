import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import styles from './control.module.css';

export interface NativeSelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type NativeSelectProps = ComponentPropsWithRef<'select'> & {
  options: readonly NativeSelectOption[];
  /** A first, empty choice shown until one is made (e.g. "Choose a service"). */
  placeholder?: string;
};

/** The browser's own select, styled: best for short lists and for phones. */
export function NativeSelect({ options, placeholder, className, ...rest }: NativeSelectProps) {
  return (
    <div className={styles.selectWrap}>
      <select className={cx(styles.control, styles.select, className)} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M2 4.25 6 8l4-3.75" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
