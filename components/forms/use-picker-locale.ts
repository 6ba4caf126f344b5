'use client';

import { useSyncExternalStore } from 'react';
import { env } from '@/lib/env';
import { pickerLocaleFor, type PickerLocale } from '@/lib/forms/picker-locale';

const noSubscription = () => () => undefined;

/**
 * Calendars follow the visitor's conventions (a Turkish browser gets Turkish day names and
 * weeks from Monday); the static HTML uses the configured locale until the browser is known.
 */
export function usePickerLocale(): PickerLocale {
  return useSyncExternalStore(
    noSubscription,
    () => pickerLocaleFor(navigator.languages, env.validationLocale),
    () => env.validationLocale,
  );
}
