import type { ComponentPropsWithRef } from 'react';
import styles from './control.module.css';

export type TextAreaProps = ComponentPropsWithRef<'textarea'>;

/** A multi-line text input that the visitor can make taller. */
export function TextArea({ className, rows = 5, ...rest }: TextAreaProps) {
  const classes = `${styles.control} ${styles.area}${className ? ` ${className}` : ''}`;
  return <textarea rows={rows} className={classes} {...rest} />;
}
