'use client';

import { useCallback, type Ref } from 'react';
import PhoneInputWithCountry, { isSupportedCountry, type Country } from 'react-phone-number-input';
import { site } from '@/lib/site';
import { CountrySelect } from './country-select';
import { mergeRefs } from './merge-refs';
import { flagUrlPattern } from './phone-flags';
import { uiMessages } from './ui-messages';
import controlStyles from './control.module.css';
import styles from './phone-input.module.css';

/** `auto`: national for the chosen country or international with `+`; the others allow only that one. */
export type PhoneFormat = 'auto' | 'national' | 'international';

export const phoneMaxLength = 25;

export interface PhoneInputControlProps {
  id: string;
  name: string;
  /** E.164, e.g. "+905321234567"; undefined when empty. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBlur?: () => void;
  format: PhoneFormat;
  defaultCountry: string | undefined;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  ref?: Ref<HTMLInputElement>;
}

function supported(country: string | undefined): Country | undefined {
  return country !== undefined && isSupportedCountry(country) ? country : undefined;
}

/** The heavy half of PhoneInput: react-phone-number-input with libphonenumber's metadata. */
export function PhoneInputControl({ format, defaultCountry, placeholder, ref, value, onChange, onBlur, ...inputProps }: PhoneInputControlProps) {
  // National numbers need a country: without a default from the lookup, the company's own.
  const country = supported(defaultCountry) ?? (format === 'national' ? supported(site.address.country) : undefined);
  // The library forwards its ref to the <input> but types it as its class instance; check instead of casting.
  const inputRef = useCallback((node: unknown) => mergeRefs(ref)(node instanceof HTMLInputElement ? node : null), [ref]);
  return (
    <PhoneInputWithCountry
      {...inputProps}
      ref={inputRef}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      className={styles.phone}
      numberInputProps={{ className: controlStyles.control }}
      placeholder={placeholder ?? uiMessages.phone.placeholder}
      maxLength={phoneMaxLength}
      autoComplete="tel"
      defaultCountry={country}
      international={format === 'auto' ? undefined : format === 'international'}
      addInternationalOption={format !== 'national'}
      flagUrl={flagUrlPattern}
      countrySelectComponent={CountrySelect}
    />
  );
}
