import { defaultLocale, findLocale, localeCookie } from './config';

export interface LocaleSignals {
  /** Raw `document.cookie` string (or the request's Cookie header). */
  cookieHeader?: string;
  /** `navigator.languages`, most preferred first. */
  browserLanguages?: readonly string[];
  pathname?: string;
}

export function readLocaleCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === localeCookie.name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function fromBrowser(languages: readonly string[] | undefined): string | undefined {
  for (const tag of languages ?? []) {
    const exact = findLocale(tag);
    if (exact) return exact.code;
    const base = findLocale(tag.split('-')[0]);
    if (base) return base.code;
  }
  return undefined;
}

function fromPrefix(pathname: string | undefined): string | undefined {
  const segment = pathname?.split('/')[1];
  return findLocale(segment)?.code;
}

/** Resolution order: cookie, then the browser's language list, then the route prefix, then the default. */
export function resolveLocale(signals: LocaleSignals): string {
  const cookieValue = readLocaleCookie(signals.cookieHeader);
  if (cookieValue !== undefined) {
    const found = findLocale(cookieValue);
    // An unknown value (an old or edited cookie) is ignored quietly: the site's only caller is the
    // browser, where a warning would land in the visitor's console.
    if (found) return found.code;
  }
  return fromBrowser(signals.browserLanguages) ?? fromPrefix(signals.pathname) ?? defaultLocale;
}

/** The Set-Cookie / document.cookie string that remembers the language. */
export function serializeLocaleCookie(code: string, secure: boolean): string {
  const parts = [
    `${localeCookie.name}=${encodeURIComponent(code)}`,
    `Max-Age=${localeCookie.maxAgeSeconds}`,
    `Path=${localeCookie.path}`,
    `SameSite=${localeCookie.sameSite}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
