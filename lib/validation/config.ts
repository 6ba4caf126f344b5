import { getMessagePack, VALIDATION_LOCALES, type MessagePack, type ValidationLocale } from './messages';

/*
 * Validation settings. The locale comes from the site's configuration, which passes it in;
 * this module reads no environment itself.
 */

const defaultValidationLocale: ValidationLocale = 'en';

function isValidationLocale(value: string): value is ValidationLocale {
  return VALIDATION_LOCALES.some((locale) => locale === value);
}

/** A configured locale (`tr`, `tr-TR`, `EN`) as a pack locale; unknown or unset gives the default. */
export function resolveValidationLocale(configured: string | undefined): ValidationLocale {
  const primary = (configured ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isValidationLocale(primary) ? primary : defaultValidationLocale;
}

/** The pack the configuration selects. */
export function getActiveMessagePack(configured?: string): MessagePack {
  return getMessagePack(resolveValidationLocale(configured));
}
