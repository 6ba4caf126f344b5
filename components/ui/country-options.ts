import { getCountryCallingCode, isSupportedCountry } from './phone-library';

/** One entry of the country list; `value` '' stands for "International" (no country). */
export interface CountryItem {
  value: string;
  label: string;
  /** "+90"; empty for "International". */
  callingCode: string;
}

/** The options react-phone-number-input hands its country select, as list entries with calling codes. */
export function toCountryItems(options: readonly { value?: string; label: string; divider?: boolean }[]): CountryItem[] {
  return options
    .filter((option) => !option.divider)
    .map((option) => {
      const value = option.value ?? '';
      const callingCode = isSupportedCountry(value) ? `+${getCountryCallingCode(value)}` : '';
      return { value, label: option.label, callingCode };
    });
}
