// Only the `forms` part of en.json: webpack's JSON tree shaking keeps the rest out of the form islands.
import messages from '@/locales/en.json';
import { translate } from '@/lib/i18n/translate';

export const formMessages = messages.forms;

/** The US time zones' names, shared with the remote calculator. */
export const timeZoneNames = messages.calculators.zones;

/** A `forms.*` message with its `{placeholders}` filled, e.g. `formText('common.reference', { reference })`. */
export function formText(key: string, params?: Record<string, string | number>): string {
  return translate(formMessages, key, params);
}
