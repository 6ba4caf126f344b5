// Only the `ui` part of en.json: webpack's JSON tree shaking keeps the rest out of client chunks.
import messages from '@/locales/en.json';
import { translate } from '@/lib/i18n/translate';

export const uiMessages = messages.ui;

/** A `ui.*` message with its `{placeholders}` filled, e.g. `uiText('select.remove', { label: 'Spanish' })`. */
export function uiText(key: string, params?: Record<string, string | number>): string {
  return translate(uiMessages, key, params);
}

/** Fills `{placeholders}` of a message the caller already holds (e.g. a label passed as a prop). */
export function fillTemplate(template: string, params: Record<string, string | number>): string {
  return translate({ template }, 'template', params);
}
