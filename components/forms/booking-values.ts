import type { OnSiteQuoteInput, RemoteQuoteInput } from '@/lib/pricing/input-schema';
import { zonedTimeToInstant } from '@/lib/pricing/time-zone';
import {
  createOnSiteBookingSchema,
  createRemoteBookingSchema,
  onSiteBookingLabels,
  remoteBookingLabels,
  type OnSiteBookingInput,
  type RemoteBookingInput,
} from '@/lib/validation/forms/bookings';
import type { BookingSetting } from '@/lib/validation/forms/options';
import { quoteRequestContactLabels, quoteRequestContactSchema, type QuoteRequestContactInput } from '@/lib/validation/forms/quote-request';
import { US_STATE_CODES, type UsStateCode } from '@/lib/validation/forms/us-states';
import type { FieldLabels } from '@/lib/validation/labels';
import { withSpamFields } from '@/lib/validation/spam';
import type { Blankable } from './form-values';
import type { BookingLocation, BookingPlatform } from '@/lib/forms/quote-form-data';

/*
 * The booking forms: the contact fields of a quote request with the booking's details under
 * `booking`, as the API takes them, so its field errors land on the same paths.
 */

export const onSiteBookingFormSchema = withSpamFields(quoteRequestContactSchema.safeExtend({ booking: createOnSiteBookingSchema() }));
export const remoteBookingFormSchema = withSpamFields(quoteRequestContactSchema.safeExtend({ booking: createRemoteBookingSchema() }));

function bookingLabels(details: FieldLabels): FieldLabels {
  return {
    ...quoteRequestContactLabels,
    booking: 'Booking',
    ...Object.fromEntries(Object.entries(details).map(([path, label]) => [`booking.${path}`, label])),
  };
}
export const onSiteBookingFormLabels = bookingLabels(onSiteBookingLabels);
export const remoteBookingFormLabels = bookingLabels(remoteBookingLabels);

type Contact = QuoteRequestContactInput & { company_website?: string };
type OnSiteDetails = Omit<Blankable<OnSiteBookingInput, 'dateTime' | 'durationMinutes' | 'setting'>, 'address'> & {
  address: Blankable<OnSiteBookingInput['address'], 'state'>;
};
export type OnSiteBookingValues = Contact & { booking: OnSiteDetails };
export type RemoteBookingValues = Contact & { booking: Blankable<RemoteBookingInput, 'dateTime'> };

/** An empty contact part: the quote request and both booking forms start from it. */
export const contactDefaults: Contact = {
  name: '',
  organisation: '',
  purchaseOrder: '',
  email: '',
  telephone: '',
  nameSpellings: '',
  notes: '',
  preferredContactMethod: 'email',
  company_website: '',
};

function isUsStateCode(code: string): code is UsStateCode {
  return US_STATE_CODES.some((state) => state === code);
}

/** The UTC ISO instant of a calculator's local date and start time, when it has both. */
function quotedInstant(date: string | undefined, startTime: string | undefined, timeZone: string): string | undefined {
  if (date === undefined || startTime === undefined) return undefined;
  return new Date(zonedTimeToInstant(date, startTime, timeZone)).toISOString();
}

/** An on-site booking starting from the quote: its date, time, length and setting, and the location's city and state. */
export function onSiteBookingDefaults(input: OnSiteQuoteInput, setting: BookingSetting, location: BookingLocation | undefined): OnSiteBookingValues {
  return {
    ...contactDefaults,
    booking: {
      dateTime: location ? quotedInstant(input.date, input.startTime, location.timeZone) : undefined,
      durationMinutes: input.durationMinutes,
      address: { street: '', unit: '', city: location?.city ?? '', state: location && isUsStateCode(location.stateCode) ? location.stateCode : '', zip: '' },
      onSiteContactName: '',
      onSiteContactPhone: '',
      setting,
      notes: '',
    },
  };
}

const platformKindOfMode = { opi: 'phone', vri: 'vri', scheduled: 'video' } as const;

/** A remote booking starting from the quote: its platform (or the one its mode implies), time and zone. */
export function remoteBookingDefaults(input: RemoteQuoteInput, platforms: readonly BookingPlatform[], fallbackZone: string): RemoteBookingValues {
  const timeZone = input.timeZone ?? fallbackZone;
  const platform = input.platform ?? (input.mode === 'scheduled' ? '' : (platforms.find((p) => p.kind === platformKindOfMode[input.mode])?.value ?? ''));
  return {
    ...contactDefaults,
    booking: { platform, meetingDetails: '', dateTime: quotedInstant(input.date, input.startTime, timeZone), timeZone, notes: '' },
  };
}
