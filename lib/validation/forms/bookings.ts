import { z } from 'zod';
import { futureDateTime, ianaTimeZone, optionalText, personName, requiredText, slug, telephone, wholeNumber } from '../fields';
import type { LabelsFor } from '../labels';
import { oneOf, regex, required, systemClock, type Clock } from '../rules';
import { BOOKING_SETTINGS } from './options';
import { US_STATE_CODES } from './us-states';

export interface BookingSchemaOptions {
  /** "Now" for the future-date check; tests pin it. */
  clock?: Clock;
}

const ZIP = /^[0-9]{5}(?:-[0-9]{4})?$/;

const usAddressSchema = z.object({
  street: requiredText(200),
  /** Suite, floor, room. */
  unit: optionalText(60),
  city: requiredText(100),
  state: oneOf(US_STATE_CODES),
  zip: z.string().trim().check(required(), regex(ZIP)),
});

/** The details of an on-site interpretation booking. */
export function createOnSiteBookingSchema({ clock = systemClock }: BookingSchemaOptions = {}) {
  return z.object({
    dateTime: futureDateTime(clock),
    durationMinutes: wholeNumber(30, 720),
    address: usAddressSchema,
    onSiteContactName: personName(),
    onSiteContactPhone: telephone(),
    setting: oneOf(BOOKING_SETTINGS),
    notes: optionalText(2000),
  });
}

export type OnSiteBooking = z.output<ReturnType<typeof createOnSiteBookingSchema>>;
export type OnSiteBookingInput = z.input<ReturnType<typeof createOnSiteBookingSchema>>;

export const onSiteBookingLabels = {
  dateTime: 'Date and time',
  durationMinutes: 'Duration',
  address: 'Address',
  'address.street': 'Street address',
  'address.unit': 'Suite or floor',
  'address.city': 'City',
  'address.state': 'State',
  'address.zip': 'ZIP code',
  onSiteContactName: 'On-site contact',
  onSiteContactPhone: 'On-site contact phone',
  setting: 'Setting',
  notes: 'Notes',
} as const satisfies LabelsFor<OnSiteBooking>;

/** The details of a remote interpretation booking. */
export function createRemoteBookingSchema({ clock = systemClock }: BookingSchemaOptions = {}) {
  return z.object({
    /** A platform slug from the catalog (`zoom`, `phone`...); the API checks it exists. */
    platform: slug(),
    /** Meeting link or dial-in number and code; may be sent later. */
    meetingDetails: optionalText(1000),
    dateTime: futureDateTime(clock),
    /** The zone the client reads the time in, for confirmations. */
    timeZone: ianaTimeZone(),
    notes: optionalText(2000),
  });
}

export const remoteBookingSchema = createRemoteBookingSchema();
export type RemoteBooking = z.output<typeof remoteBookingSchema>;
export type RemoteBookingInput = z.input<typeof remoteBookingSchema>;

export const remoteBookingLabels = {
  platform: 'Platform',
  meetingDetails: 'Meeting link or dial-in',
  dateTime: 'Date and time',
  timeZone: 'Time zone',
  notes: 'Notes',
} as const satisfies LabelsFor<RemoteBooking>;
