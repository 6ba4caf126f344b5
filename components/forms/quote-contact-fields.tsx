'use client';

import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { CONTACT_METHODS, contactMethodLabels } from '@/lib/validation/forms/options';
import { quoteRequestContactLabels } from '@/lib/validation/forms/quote-request';
import { formMessages } from './form-messages';
import { PhoneField } from './phone-field';
import { RadioField } from './radio-field';
import { TextField } from './text-field';
import styles from './form.module.css';

const methodOptions = CONTACT_METHODS.map((value) => ({ value, label: contactMethodLabels[value] }));

/** The contact fields' paths in a request or booking form (they are the same in each; the form's type checks them). */
export interface ContactFieldNames<T extends FieldValues> {
  name: FieldPath<T>;
  organisation: FieldPath<T>;
  purchaseOrder: FieldPath<T>;
  email: FieldPath<T>;
  telephone: FieldPath<T>;
  preferredContactMethod: FieldPath<T>;
}

/** The paths of the contact fields in the request and booking forms, which all keep them at the top. */
export const quoteContactNames = {
  name: 'name',
  organisation: 'organisation',
  purchaseOrder: 'purchaseOrder',
  email: 'email',
  telephone: 'telephone',
  preferredContactMethod: 'preferredContactMethod',
} as const;

/**
 * Who asks and how to reach them: name, organization and the purchase order or reference for the
 * invoice (both optional), email, telephone and the preferred way to be contacted.
 */
export function QuoteContactFields<T extends FieldValues, O>({ form, names }: { form: UseFormReturn<T, unknown, O>; names: ContactFieldNames<T> }) {
  return (
    <>
      <div className={styles.row}>
        <TextField form={form} name={names.name} label={quoteRequestContactLabels.name} required autoComplete="name" />
        <TextField form={form} name={names.email} label={quoteRequestContactLabels.email} required type="email" autoComplete="email" inputMode="email" />
      </div>
      <TextField
        form={form}
        name={names.organisation}
        label={quoteRequestContactLabels.organisation}
        hint={formMessages.quote.organisationHint}
        autoComplete="organization"
        maxLength={200}
      />
      <TextField
        form={form}
        name={names.purchaseOrder}
        label={quoteRequestContactLabels.purchaseOrder}
        hint={formMessages.quote.purchaseOrderHint}
        autoComplete="off"
        maxLength={100}
      />
      <RadioField form={form} name={names.preferredContactMethod} label={formMessages.quote.methodLabel} options={methodOptions} inline required />
      <PhoneField form={form} name={names.telephone} label={quoteRequestContactLabels.telephone} hint={formMessages.quote.telephoneHint} />
    </>
  );
}
