import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import styles from './control.module.css';

export type TextInputProps = ComponentPropsWithRef<'input'>;

/** A single-line text input (text, email, number, url...). Spread `register(...)` or Field's control props on it. */
export function TextInput({ className, type = 'text', ...rest }: TextInputProps) {
  return <input type={type} className={cx(styles.control, className)} {...rest} />;
}
