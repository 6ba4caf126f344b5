/**
 * Whether an E.164 number is a real number of its country, by libphonenumber.
 *
 * Metadata: libphonenumber-js 'min' (19 KB gzip), not 'max' (39 KB). 'min' checks each country's
 * possible lengths and its loose national pattern, which is what refuses a number typed under the
 * wrong country (`713 555 0142` under +7 is 9 digits where Russia has 10; +1 555… has no area
 * code). 'max' also checks digit ranges per number type, which would double the phone chunk and
 * refuse freshly assigned ranges until the next upgrade (the library's own advice); the field
 * shows the number as it will be saved, so a wrong country is visible anyway. 'min' is also the
 * metadata react-phone-number-input formats with, so the browser loads it once for both, and the
 * server checks with the same data: what the form accepts, the API accepts.
 *
 * The metadata is too heavy for the first load of the pages with forms, so it is imported on
 * demand: the server awaits `loadPhoneValidity()` before it serves (server/api.ts), the browser
 * together with the phone control (components/ui/phone-input.tsx), which is the only way a
 * visitor enters a number. Until then `phone()` checks the E.164 shape only.
 */
import type { MetadataJson } from 'libphonenumber-js/core';
import type * as PhoneCore from './phone-check';

export type PhoneVerdict = { valid: true } | { valid: false; callingCode: string | undefined };

type PhoneCheck = (e164: string) => PhoneVerdict;

let check: PhoneCheck | undefined;
let loading: Promise<void> | undefined;

function createCheck(core: typeof PhoneCore, metadata: MetadataJson): PhoneCheck {
  return (e164) => {
    if (core.isValidPhoneNumber(e164, metadata)) return { valid: true };
    return { valid: false, callingCode: core.parsePhoneNumberFromString(e164, metadata)?.countryCallingCode };
  };
}

/** Loads the metadata once; `phone()` checks real validity from then on. A failed load may be retried. */
export function loadPhoneValidity(): Promise<void> {
  loading ??= Promise.all([import('./phone-check'), import('libphonenumber-js/min/metadata')]).then(
    ([core, metadata]) => {
      check = createCheck(core, metadata.default);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The verdict on an E.164 number, or undefined while the metadata is not loaded. */
export function checkPhoneValidity(e164: string): PhoneVerdict | undefined {
  return check?.(e164);
}
