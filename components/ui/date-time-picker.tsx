'use client';

import { lazy, Suspense, useCallback, useMemo, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { cx } from './class-names';
import { dateTimeLabels, type DateTimeLabels } from './date-time-labels';
import { browserTimeZone, formatInZone, type DateTimeLocale } from './date-time-values';
import { Field, type ControlledFieldProps } from './field';
import { fieldIds } from './field-ids';
import { mergeRefs } from './merge-refs';
import { useOutsidePointer } from './use-outside-pointer';
import styles from './date-time-picker.module.css';

const loadCalendar = () => import('./date-time-calendar');
// react-datepicker, date-fns locales and the calendar's stylesheet load when the picker is first opened (or hovered).
// `lazy` rather than `next/dynamic`: its Suspense fallback can say "loading" in the picker's language.
const DateTimeCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.DateTimeCalendar })));

/** `value`: the committed date and time as a UTC ISO string (undefined when none); `onChange` runs only from OK. */
export type DateTimePickerProps = ControlledFieldProps<string | undefined, string> & {
  /** IANA zone the times are chosen and shown in; the visitor's own unless given. */
  timeZone?: string;
  locale?: DateTimeLocale;
  /** Step of the time list; 15 minutes unless given. */
  intervalMinutes?: number;
  labels?: Partial<DateTimeLabels>;
  /** For react-hook-form's `Controller` (`field.ref`): the button that opens the picker. */
  ref?: Ref<HTMLButtonElement>;
};

const noSubscription = () => () => undefined;

/** A date and time in the future, chosen in a calendar and committed with OK; the zone is always shown. */
export function DateTimePicker({
  id,
  label,
  value,
  onChange,
  onBlur,
  timeZone,
  locale = 'en',
  intervalMinutes = 15,
  placeholder,
  hint,
  error,
  required,
  disabled,
  name,
  labels,
  ref,
}: DateTimePickerProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const setButtonRef = useMemo(() => mergeRefs(buttonRef, ref), [ref]);
  // The visitor's zone is known only in the browser; the static HTML shows the placeholder.
  const zone = useSyncExternalStore(
    noSubscription,
    () => timeZone ?? browserTimeZone(),
    () => timeZone,
  );
  const text = { ...dateTimeLabels[locale], ...labels };
  const valueId = `${id}-value`;

  const closePopup = useCallback(() => setOpen(false), []);
  useOutsidePointer(open, rootRef, closePopup);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close();
  }

  function onRootBlur(event: FocusEvent<HTMLDivElement>) {
    // Tabbing out discards the draft; a click inside on something unfocusable (relatedTarget null) does not.
    if (event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) {
      setOpen(false);
      onBlur?.();
    }
  }

  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {(field) => (
        <div ref={rootRef} className={styles.picker} onKeyDown={onKeyDown} onBlur={onRootBlur}>
          <button
            ref={setButtonRef}
            id={id}
            type="button"
            className={cx(styles.trigger, error && styles.invalid)}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-labelledby={`${fieldIds(id).labelId} ${valueId}`}
            aria-describedby={field['aria-describedby']}
            disabled={disabled}
            onPointerEnter={() => void loadCalendar()}
            onFocus={() => void loadCalendar()}
            onClick={() => setOpen((was) => !was)}
          >
            <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <rect x="2.5" y="4" width="15" height="13.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M2.5 8h15M6.5 2v4M13.5 2v4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
            <span id={valueId} className={cx(styles.value, !(value && zone) && styles.placeholder)}>
              {value && zone ? formatInZone(value, zone, locale) : (placeholder ?? text.placeholder)}
            </span>
          </button>
          {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
          {open && zone ? (
            <div className={styles.popover} role="dialog" aria-label={text.dialog}>
              <Suspense fallback={<div className={styles.loading}>{text.loading}</div>}>
                <DateTimeCalendar
                  value={value}
                  timeZone={zone}
                  locale={locale}
                  intervalMinutes={intervalMinutes}
                  labels={text}
                  onCancel={close}
                  onCommit={(iso) => {
                    onChange(iso);
                    close();
                  }}
                />
              </Suspense>
            </div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
