'use client';

import dynamic from 'next/dynamic';
import type { Ref } from 'react';
import { importInTasks } from './lazy-import';
import { loadPhoneValidity } from '@/lib/validation/rules/phone-validity';
import { Field, type ControlledFieldProps } from './field';
import { InputSkeleton } from './input-skeleton';
import { WhenNeeded } from './when-needed';
import type { PhoneFormat } from './phone-input-control';
import { useIpCountry } from './use-ip-country';

// libphonenumber's metadata is the heavy part: it loads only where a phone field is rendered, once needed.
// The shared validation rule gets the same metadata then, so a number is checked from its first digit.
// Metadata, library and control are evaluated in tasks of their own: in one, 60–190 ms of a slowed phone.
const PhoneInputControl = dynamic(
  () =>
    importInTasks(
      loadPhoneValidity,
      () => import('./phone-library'),
      () => import('./phone-input-control'),
    ).then((m) => m.PhoneInputControl),
  { ssr: false, loading: () => <InputSkeleton lead /> },
);

/** `value`: E.164 ("+12125550123"), undefined when empty. `name`: "telephone" and `placeholder`: "Enter a phone number" unless given. */
export type PhoneInputProps = ControlledFieldProps<string | undefined> & {
  /** `auto` (default): national or international; `national` or `international` allow only that format. */
  format?: PhoneFormat;
  /** Skips the IP lookup when given. */
  defaultCountry?: string;
  /** For react-hook-form's `Controller` (`field.ref`): the number input. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A phone number field with a country picker. The default country comes from the IP lookup; while
 * that is unknown (off, failing or pending) it is the United States, and a later answer changes it
 * only while the field is still empty (react-phone-number-input ignores a new default otherwise).
 */
export function PhoneInput({ id, label, hint, error, required, format = 'auto', defaultCountry, name = 'telephone', ...rest }: PhoneInputProps) {
  const lookedUp = useIpCountry(defaultCountry === undefined);
  return (
    <WhenNeeded lead>
      {(needed, skeleton) => (
        <Field id={id} label={label} hint={hint} error={error} required={required} pending={!needed}>
          {(field) => (needed ? <PhoneInputControl {...rest} {...field} name={name} format={format} defaultCountry={defaultCountry ?? lookedUp} /> : skeleton)}
        </Field>
      )}
    </WhenNeeded>
  );
}
