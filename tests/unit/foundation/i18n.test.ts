import { afterEach, describe, expect, it, vi } from 'vitest';
import { findLocale, getLocale } from '@/lib/i18n/config';
import { getMessages, getTranslator } from '@/lib/i18n/messages';
import { readLocaleCookie, resolveLocale, serializeLocaleCookie } from '@/lib/i18n/resolve';
import { translate } from '@/lib/i18n/translate';

afterEach(() => vi.restoreAllMocks());

describe('locale config', () => {
  it('finds a locale by code or language tag, in any case', () => {
    expect(findLocale('EN-us')?.code).toBe('en');
  });

  it('warns and falls back to English for an unknown locale', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(getLocale('xx').code).toBe('en');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown locale "xx"'));
  });

  it('cookie lasts 365 days on path / with SameSite=Lax', () => {
    expect(serializeLocaleCookie('en', false)).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(serializeLocaleCookie('en', true)).toMatch(/; Secure$/);
  });
});

describe('resolveLocale', () => {
  it.each([
    ['cookie wins over everything', { cookieHeader: 'a=1; i18n_redirected=en', browserLanguages: ['de-DE'], pathname: '/fr/' }, 'en'],
    ['browser language list next', { browserLanguages: ['de-DE', 'en-GB'] }, 'en'],
    ['route prefix after the browser', { browserLanguages: ['de'], pathname: '/en/' }, 'en'],
    ['default last', { browserLanguages: ['ja'], pathname: '/about-us/' }, 'en'],
  ])('%s', (_name, signals, expected) => {
    expect(resolveLocale(signals)).toBe(expected);
  });

  it('ignores an unknown cookie value quietly and falls back to the default', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(resolveLocale({ cookieHeader: 'i18n_redirected=zz' })).toBe('en');
    expect(resolveLocale({ cookieHeader: 'i18n_redirected=zz', browserLanguages: ['ja'], pathname: '/about-us/' })).toBe('en');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reads the cookie among others', () => {
    expect(readLocaleCookie('x=1; i18n_redirected=en; y=2')).toBe('en');
    expect(readLocaleCookie('x=1')).toBeUndefined();
  });
});

describe('messages', () => {
  it('translates keys with parameters', () => {
    expect(getTranslator()('errors.statusLabel', { status: 404 })).toBe('Error 404');
    expect(translate({ a: { b: 'Hi {name}' } }, 'a.b', { name: 'Ana' })).toBe('Hi Ana');
  });

  it('returns the key and warns when a message is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(translate({}, 'nope.key')).toBe('nope.key');
    expect(warn).toHaveBeenCalled();
  });

  it('falls back to English for an unknown locale', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(getMessages('xx')).toBe(getMessages('en'));
  });
});
