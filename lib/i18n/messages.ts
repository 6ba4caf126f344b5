import en from '@/locales/en.json';
import { fallbackLocale, getLocale } from './config';
import { createTranslator, type Messages, type Translator } from './translate';

/** Build-time messages for server components. Unknown locales warn and fall back to English. */
const bundled: Record<string, Messages> = { 'en.json': en };

export function getMessages(code: string = fallbackLocale): Messages {
  const { file } = getLocale(code);
  const messages = bundled[file];
  if (messages) return messages;
  console.warn(`[i18n] Message file "${file}" is missing, falling back to "${fallbackLocale}"`);
  return en;
}

export function getTranslator(code: string = fallbackLocale): Translator {
  return createTranslator(getMessages(code));
}

/** Shorthand for the (only) site language, used by pages and server components. */
export const t: Translator = getTranslator();
