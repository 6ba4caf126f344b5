import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import styles from './control.module.css';

export type TextAreaProps = ComponentPropsWithRef<'textarea'>;

/** A multi-line text input that the visitor can make taller. */
export function TextArea({ className, rows = 5, ...rest }: TextAreaProps) {
  return <textarea rows={rows} className={cx(styles.control, styles.area, className)} {...rest} />;
}
