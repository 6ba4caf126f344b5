import type { ReactNode } from 'react';
import { describedBy, fieldIds } from './field-ids';
import { FieldError, FieldHint } from './field-message';
import { uiMessages } from './ui-messages';
import { cx } from './class-names';
import styles from './field.module.css';

/** What a field hands its control: spread it on the input (before `register(...)`). */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

/** What every labelled input takes to frame itself: its id, label, hint and error. */
interface FieldFrameProps {
  /** The control's id; the label, hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the control; its presence marks the control invalid. */
  error?: string;
  required?: boolean;
}

/** The props of a controlled input (react-hook-form's `Controller`): value in, value out. */
export interface ControlledFieldProps<Value, Change = Value> extends FieldFrameProps {
  value: Value;
  onChange: (value: Change) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  /** The name the value is posted under in a native form submission. */
  name?: string;
}

export interface FieldProps extends FieldFrameProps {
  /** Shows "Optional" after the label; for forms where most fields are required. */
  optional?: boolean;
  /**
   * The control is not rendered yet (a lazily loaded input shows a skeleton): the label's text is
   * shown without `for`, so no label names a control that is absent (and readers without scripts
   * meet no orphan label).
   */
  pending?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field. The control is rendered by `children` with the ids and ARIA state that
 * tie it to the label, hint and error, so any input (native, react-hook-form `register`, or a
 * `Controller`) gets the same wiring without cloning elements.
 */
export function Field({ id, label, hint, error, required, optional, pending = false, className, children }: FieldProps) {
  const { labelId } = fieldIds(id);
  const control: FieldControlProps = {
    id,
    'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  const text = (
    <>
      {label}
      {required ? <span className={styles.tag}>{uiMessages.field.required}</span> : null}
      {optional && !required ? <span className={styles.tag}>{uiMessages.field.optional}</span> : null}
    </>
  );
  return (
    <div className={cx(styles.field, className)}>
      {pending ? (
        <span id={labelId} className={styles.label}>
          {text}
        </span>
      ) : (
        <label htmlFor={id} id={labelId} className={styles.label}>
          {text}
        </label>
      )}
      <FieldHint id={id}>{hint}</FieldHint>
      {children(control)}
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}
