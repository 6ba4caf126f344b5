'use client';

import { useCallback, type Ref } from 'react';
import { formatPhoneNumberIntl, isSupportedCountry, PhoneInputWithCountry, type Country } from './phone-library';
import { site } from '@/lib/site';
import { CountrySelect } from './country-select';
import { mergeRefs } from './merge-refs';
import { flagUrlPattern } from './phone-flags';
import { uiMessages, uiText } from './ui-messages';
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

/** The number as it will be saved, in international form ("+1 713 555 0142"); undefined when empty. */
function savedForm(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  // A number too short to format yet is shown as it stands.
  return formatPhoneNumberIntl(value) || value;
}

/**
 * The heavy half of PhoneInput: react-phone-number-input with libphonenumber's metadata, and a line
 * under it showing the number as it will be saved, so a number read under the wrong country shows.
 */
export function PhoneInputControl({ format, defaultCountry, placeholder, ref, value, onChange, onBlur, ...inputProps }: PhoneInputControlProps) {
  // Without a country from the lookup (off, failing, pending or unknown to libphonenumber), the company's
  // own, the United States: under "International", `713 555 0142` as people write it became +7 135550142.
  const country = supported(defaultCountry) ?? supported(site.address.country);
  // The library forwards its ref to the <input> but types it as its class instance; check instead of casting.
  const inputRef = useCallback((node: unknown) => mergeRefs(ref)(node instanceof HTMLInputElement ? node : null), [ref]);
  const saved = savedForm(value);
  const savedId = `${inputProps.id}-saved`;
  const describedBy = [inputProps['aria-describedby'], saved === undefined ? undefined : savedId].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <PhoneInputWithCountry
        {...inputProps}
        aria-describedby={describedBy}
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
        // The library sorts the countries by name itself, with `localeCompare` (3.4.18 ignores the
        // `compareStrings` prop it documents): the first comparison loads ICU's collation data.
        countrySelectComponent={CountrySelect}
      />
      {saved === undefined ? null : (
        <p id={savedId} className={styles.saved} data-phone-saved="">
          {uiText('phone.savedAs', { number: saved })}
        </p>
      )}
    </>
  );
}
