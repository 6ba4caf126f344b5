import { onSiteQuoteInputSchema, type OnSiteQuoteInput } from '@/lib/pricing/input-schema';
import { BOOKING_SETTINGS, type BookingSetting } from '@/lib/validation/forms/options';
import { choiceCodec, numberCodec, schemaCodec, type StateCodecs } from './query';

export const onSiteModes = ['consecutive', 'simultaneous'] as const;
type OnSiteMode = (typeof onSiteModes)[number];

export interface OnSiteState {
  language: string;
  location: string;
  /** Local to the location's time zone; blank until the calculator suggests one in the browser. */
  date: string;
  startTime: string;
  durationMinutes: number;
  mode: OnSiteMode;
  /** Not priced; carried to the booking request. */
  setting: BookingSetting;
}

export const ON_SITE_PREFIX = 'onsite-';

/** Durations offered, 30 minutes to 12 hours in 15-minute steps. */
export const onSiteDurations: readonly number[] = Array.from({ length: 47 }, (_, index) => 30 + index * 15);

export function onSiteDefaults(preset: { language?: string; location?: string } = {}): OnSiteState {
  return {
    language: preset.language ?? '',
    location: preset.location ?? '',
    date: '',
    startTime: '10:00',
    durationMinutes: 120,
    mode: 'consecutive',
    setting: 'legal',
  };
}

const shape = () => onSiteQuoteInputSchema().shape;

export function onSiteCodecs(knownLanguage: (slug: string) => boolean, knownLocation: (slug: string) => boolean): StateCodecs<OnSiteState> {
  return {
    language: schemaCodec('language', () => shape().language, knownLanguage),
    location: schemaCodec('location', () => shape().location, knownLocation),
    date: schemaCodec('date', () => shape().date),
    startTime: schemaCodec('time', () => shape().startTime),
    durationMinutes: numberCodec('minutes', () => shape().durationMinutes),
    mode: choiceCodec('mode', onSiteModes),
    setting: choiceCodec('setting', BOOKING_SETTINGS),
  };
}

export function onSiteInput(state: OnSiteState): OnSiteQuoteInput {
  return {
    language: state.language,
    location: state.location,
    date: state.date,
    startTime: state.startTime,
    durationMinutes: state.durationMinutes,
    mode: state.mode,
  };
}
