import type { Catalog } from '@/lib/catalog/schema';

/** A location as the on-site booking needs it: where the address is, and the zone its times are in. */
export interface BookingLocation {
  slug: string;
  city: string;
  stateCode: string;
  timeZone: string;
}

/** A platform as a select option with its kind, so an on-demand phone or video call gets the matching platform by default. */
export interface BookingPlatform {
  value: string;
  label: string;
  kind: 'video' | 'phone' | 'vri';
}

/** The catalog slices the quote request and booking forms need, resolved at build time. */
export interface QuoteFormData {
  locations: readonly BookingLocation[];
  platforms: readonly BookingPlatform[];
}

/** The catalog slices the request forms need. */
export function quoteFormData({ locations, platforms }: Catalog): QuoteFormData {
  return {
    locations: locations.map(({ slug, city, stateCode, timeZone }) => ({ slug, city, stateCode, timeZone })),
    platforms: platforms.map(({ slug, name, kind }) => ({ value: slug, label: name, kind })),
  };
}
