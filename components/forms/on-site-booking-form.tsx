'use client';

import { useMemo } from 'react';
import type { z } from 'zod';
import { submitBooking } from '@/lib/api/bookings';
import type { OnSiteQuoteInput } from '@/lib/pricing/input-schema';
import { buildOnSiteBooking, type ShownQuote } from '@/lib/forms/quote-payloads';
import { onSiteBookingLabels as bookingLabels } from '@/lib/validation/forms/bookings';
import { BOOKING_SETTINGS, bookingSettingLabels, type BookingSetting } from '@/lib/validation/forms/options';
import { US_STATE_CODES } from '@/lib/validation/forms/us-states';
import { BookingFrame } from './booking-frame';
import { onSiteBookingDefaults, onSiteBookingFormLabels as labels, onSiteBookingFormSchema, type OnSiteBookingValues } from './booking-values';
import { DateTimeField } from './date-time-field';
import { formMessages } from './form-messages';
import { PhoneField } from './phone-field';
import { QuoteContactFields, quoteContactNames } from './quote-contact-fields';
import type { BookingLocation } from '@/lib/forms/quote-form-data';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';
import { useApiForm } from './use-api-form';
import styles from './form.module.css';
import { DEFAULT_TIME_ZONE } from '@/lib/calculators/dates';

type Output = z.output<typeof onSiteBookingFormSchema>;

const text = formMessages.booking;
const settingOptions = BOOKING_SETTINGS.map((value) => ({ value, label: bookingSettingLabels[value] }));
const stateOptions = US_STATE_CODES.map((value) => ({ value, label: value }));
// The time, length, setting and city come from the quote each time; the rest is kept between visits.
const draftExclude = [
  'company_website',
  'booking.dateTime',
  'booking.durationMinutes',
  'booking.setting',
  'booking.address.city',
  'booking.address.state',
] as const;

interface OnSiteHandoff {
  input: OnSiteQuoteInput;
  quote: ShownQuote;
  setting: BookingSetting;
}

/** The booking after "Request this quote" in the on-site calculator. */
export function OnSiteBookingForm({ handoff, location, onClose }: { handoff: OnSiteHandoff; location: BookingLocation | undefined; onClose: () => void }) {
  const defaultValues: OnSiteBookingValues = useMemo(
    () => onSiteBookingDefaults(handoff.input, handoff.setting, location),
    [handoff.input, handoff.setting, location],
  );
  const timeZone = location?.timeZone ?? DEFAULT_TIME_ZONE;
  const { form, receipt, frame } = useApiForm({
    formId: 'booking-on-site',
    draftVersion: 1,
    schema: onSiteBookingFormSchema,
    labels,
    defaultValues,
    draftExclude,
    send: (values: Output, { formFillMs, idempotencyKey }) =>
      submitBooking(buildOnSiteBooking({ ...handoff, timeZone }, values, formFillMs), { idempotencyKey }),
    successMessage: text.success,
    fingerprintExtra: handoff.input,
  });

  return (
    <BookingFrame
      heading={text.onSiteHeading}
      frame={{ ...frame, honeypot: form.register('company_website') }}
      receipt={receipt}
      totalCents={handoff.quote.totalCents}
      onClose={onClose}
      contact={<QuoteContactFields form={form} names={quoteContactNames} />}
    >
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{text.onSiteDetails}</legend>
        <div className={styles.row}>
          <DateTimeField form={form} name="booking.dateTime" label={bookingLabels.dateTime} hint={text.dateTimeHint} timeZone={timeZone} required />
          <TextField
            form={form}
            name="booking.durationMinutes"
            label={bookingLabels.durationMinutes}
            hint={text.durationHint}
            numeric
            min={30}
            max={720}
            required
          />
        </div>
        <SelectField form={form} name="booking.setting" label={bookingLabels.setting} options={settingOptions} placeholder={text.settingPlaceholder} required />
        <div className={styles.row}>
          <TextField
            form={form}
            name="booking.onSiteContactName"
            label={bookingLabels.onSiteContactName}
            hint={text.onSiteContactHint}
            required
            autoComplete="off"
          />
          <PhoneField form={form} name="booking.onSiteContactPhone" label={bookingLabels.onSiteContactPhone} required />
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{text.address}</legend>
        <TextField form={form} name="booking.address.street" label={bookingLabels['address.street']} required autoComplete="address-line1" />
        <TextField form={form} name="booking.address.unit" label={bookingLabels['address.unit']} autoComplete="address-line2" />
        <div className={styles.row}>
          <TextField form={form} name="booking.address.city" label={bookingLabels['address.city']} required autoComplete="address-level2" />
          <SelectField
            form={form}
            name="booking.address.state"
            label={bookingLabels['address.state']}
            options={stateOptions}
            placeholder={text.statePlaceholder}
            required
          />
          <TextField form={form} name="booking.address.zip" label={bookingLabels['address.zip']} required autoComplete="postal-code" inputMode="numeric" />
        </div>
      </fieldset>
      <TextAreaField form={form} name="booking.notes" label={bookingLabels.notes} hint={text.notesHint} rows={4} maxLength={2000} />
    </BookingFrame>
  );
}
