'use client';

import { useCallback, useId, useMemo, useRef, useState, type ComponentType, type FocusEvent } from 'react';
import { CountryList } from './country-list';
import { toCountryItems, type CountryItem } from './country-options';
import { uiText } from './ui-messages';
import { useOutsidePointer } from './use-outside-pointer';
import styles from './phone-input.module.css';

/** The props react-phone-number-input gives its `countrySelectComponent`. */
export interface CountrySelectProps {
  value?: string;
  options: { value?: string; label: string; divider?: boolean }[];
  onChange: (country?: string) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  disabled?: boolean;
  readOnly?: boolean;
  iconComponent: ComponentType<{ country?: string; label: string }>;
}

/**
 * The phone input's country picker: a button showing the flag, opening a searchable list
 * 390 px wide. It replaces the library's invisible native select, whose list can't be sized.
 */
export function CountrySelect({ value, options, onChange, onFocus, onBlur, disabled, readOnly, iconComponent: Icon }: CountrySelectProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const items = useMemo(() => toCountryItems(options), [options]);
  const current = items.find((item) => item.value === (value ?? ''));
  const currentLabel = current ? `${current.label} ${current.callingCode}`.trim() : '';

  const closePopup = useCallback(() => setOpen(false), []);
  useOutsidePointer(open, rootRef, closePopup);

  function choose(item: CountryItem) {
    setOpen(false);
    // The library then moves focus to the number input, ready for the number.
    onChange(item.value || undefined);
  }

  function onRootBlur(event: FocusEvent<HTMLDivElement>) {
    if (event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget)) return;
    setOpen(false);
    onBlur?.(event);
  }

  return (
    <div ref={rootRef} className={styles.country} onFocus={onFocus} onBlur={onRootBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label={uiText('phone.country', { country: currentLabel })}
        aria-haspopup="listbox"
        aria-expanded={open}
        disabled={disabled || readOnly}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon country={value} label={current?.label ?? ''} />
        <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4.25 6 8l4-3.75" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open ? (
        <CountryList
          id={id}
          items={items}
          selected={value ?? ''}
          onSelect={choose}
          onCancel={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
