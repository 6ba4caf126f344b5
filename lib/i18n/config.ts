export interface LocaleRecord {
  code: string;
  iso: string;
  name: string;
  file: string;
  dir: 'ltr' | 'rtl';
}

/** The site is English-only today; the machinery stays so a locale can be added as data. */
const locales: readonly LocaleRecord[] = [{ code: 'en', iso: 'en-US', name: 'English', file: 'en.json', dir: 'ltr' }];

export const defaultLocale = 'en';
export const fallbackLocale = 'en';

export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const;

export function findLocale(code: string | undefined | null): LocaleRecord | undefined {
  if (!code) return undefined;
  const normalised = code.trim().toLowerCase();
  return locales.find((l) => l.code === normalised || l.iso.toLowerCase() === normalised);
}

export function getLocale(code: string): LocaleRecord {
  const found = findLocale(code);
  if (found) return found;
  console.warn(`[i18n] Unknown locale "${code}", falling back to "${fallbackLocale}"`);
  const fallback = findLocale(fallbackLocale);
  if (!fallback) throw new Error(`[i18n] The fallback locale "${fallbackLocale}" is not configured`);
  return fallback;
}
