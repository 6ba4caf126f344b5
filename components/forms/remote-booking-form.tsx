'use client';

import { useMemo, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { submitBooking } from '@/lib/api/bookings';
import { usTimeZones } from '@/lib/calculators/dates';
import type { RemoteQuoteInput } from '@/lib/pricing/input-schema';
import { buildRemoteBooking, type ShownQuote } from '@/lib/forms/quote-payloads';
import { BookingFrame } from './booking-frame';
import { remoteBookingLabels as bookingLabels } from '@/lib/validation/forms/bookings';
import { remoteBookingDefaults, remoteBookingFormLabels as labels, remoteBookingFormSchema, type RemoteBookingValues } from './booking-values';
import { DateTimeField } from './date-time-field';
import { formMessages, timeZoneNames } from './form-messages';
import { QuoteContactFields, quoteContactNames } from './quote-contact-fields';
import type { BookingPlatform } from '@/lib/forms/quote-form-data';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { useApiForm } from './use-api-form';
import styles from './form.module.css';
import { DEFAULT_TIME_ZONE } from '@/lib/calculators/dates';

type Output = z.output<typeof remoteBookingFormSchema>;

const text = formMessages.booking;
const draftExclude = ['company_website', 'booking.dateTime', 'booking.platform', 'booking.timeZone'] as const;
const usZoneOptions = usTimeZones.map(({ zone, key }) => ({ value: zone, label: timeZoneNames[key] }));

const noSubscription = () => () => undefined;
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The booking after "Request this quote" in the remote calculator. */
export function RemoteBookingForm({
  handoff,
  platforms,
  onClose,
}: {
  handoff: { input: RemoteQuoteInput; quote: ShownQuote };
  platforms: readonly BookingPlatform[];
  onClose: () => void;
}) {
  const ownZone = useSyncExternalStore(noSubscription, visitorZone, () => DEFAULT_TIME_ZONE);
  const defaultValues: RemoteBookingValues = useMemo(() => remoteBookingDefaults(handoff.input, platforms, ownZone), [handoff.input, platforms, ownZone]);
  const { form, receipt, frame } = useApiForm({
    formId: 'booking-remote',
    draftVersion: 1,
    schema: remoteBookingFormSchema,
    labels,
    defaultValues,
    draftExclude,
    send: (values: Output, { formFillMs, idempotencyKey }) => submitBooking(buildRemoteBooking(handoff, values, formFillMs), { idempotencyKey }),
    successMessage: text.success,
    fingerprintExtra: handoff.input,
  });
  const timeZone = form.watch('booking.timeZone');
  const zoneOptions = usZoneOptions.some((option) => option.value === timeZone)
    ? usZoneOptions
    : [{ value: timeZone, label: timeZone.replaceAll('_', ' ') }, ...usZoneOptions];

  return (
    <BookingFrame
      heading={text.remoteHeading}
      frame={{ ...frame, honeypot: form.register('company_website') }}
      receipt={receipt}
      totalCents={handoff.quote.totalCents}
      onClose={onClose}
      contact={<QuoteContactFields form={form} names={quoteContactNames} />}
    >
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{text.remoteDetails}</legend>
        <SelectField form={form} name="booking.platform" label={bookingLabels.platform} options={platforms} placeholder={text.platformPlaceholder} required />
        <div className={styles.row}>
          <DateTimeField
            form={form}
            name="booking.dateTime"
            label={bookingLabels.dateTime}
            hint={text.remoteDateTimeHint}
            timeZone={timeZone || DEFAULT_TIME_ZONE}
            required
          />
          <SelectField
            form={form}
            name="booking.timeZone"
            label={bookingLabels.timeZone}
            hint={text.timeZoneHint}
            options={zoneOptions}
            placeholder={text.timeZonePlaceholder}
            required
          />
        </div>
        <TextAreaField
          form={form}
          name="booking.meetingDetails"
          label={bookingLabels.meetingDetails}
          hint={text.meetingDetailsHint}
          rows={3}
          maxLength={1000}
        />
      </fieldset>
      <TextAreaField form={form} name="booking.notes" label={bookingLabels.notes} hint={text.notesHint} rows={4} maxLength={2000} />
    </BookingFrame>
  );
}
