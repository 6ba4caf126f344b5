'use client';

import { useSyncExternalStore } from 'react';
import type { DateTimeLocale } from '@/components/ui/date-time-values';
import { env } from '@/lib/env';

const noSubscription = () => () => undefined;

/** The calendar's language from the visitor's browser when it is one the picker has, else the configured one. */
export function pickerLocaleFor(languages: readonly string[], configured: DateTimeLocale): DateTimeLocale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'tr' || primary === 'en') return primary;
  }
  return configured;
}

/**
 * Calendars follow the visitor's conventions (a Turkish browser gets Turkish day names and
 * weeks from Monday); the static HTML uses the configured locale until the browser is known.
 */
export function usePickerLocale(): DateTimeLocale {
  return useSyncExternalStore(
    noSubscription,
    () => pickerLocaleFor(navigator.languages, env.validationLocale),
    () => env.validationLocale,
  );
}
