import type { SelectOption } from '@/components/ui/select-options';

/** A location as the on-site booking needs it: where the address is, and the zone its times are in. */
export interface BookingLocation {
  slug: string;
  city: string;
  stateCode: string;
  timeZone: string;
}

/** A platform with its kind, so an on-demand phone or video call gets the matching platform by default. */
export interface BookingPlatform extends SelectOption {
  kind: 'video' | 'phone' | 'vri';
}

/** The catalog slices the quote request and booking forms need, resolved at build time. */
export interface QuoteFormData {
  locations: readonly BookingLocation[];
  platforms: readonly BookingPlatform[];
}
