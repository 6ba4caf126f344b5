'use client';

import { useEffect } from 'react';
import { resolveLocale, readLocaleCookie, serializeLocaleCookie } from '@/lib/i18n/resolve';
import { awaitRuntimeStyles } from './runtime-styles';

// At evaluation, before any island's dynamic import: its stylesheet is loaded before it renders.
if (typeof window !== 'undefined') awaitRuntimeStyles();

/**
 * Side effects every page needs once: the language cookie and `<html data-hydrated>`, which says the
 * page's controls now answer (pages load their scripts after the largest contentful paint; end-to-end
 * tests wait for this mark before they act). A chunk that a client navigation needs and can't fetch is
 * Next's to recover (`experimental.appNavFailHandling`: it loads the target page in full).
 */
export function RuntimeGuards() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    if (readLocaleCookie(document.cookie) === undefined) {
      const locale = resolveLocale({ cookieHeader: document.cookie, browserLanguages: navigator.languages, pathname: location.pathname });
      document.cookie = serializeLocaleCookie(locale, location.protocol === 'https:');
    }
  }, []);
  return null;
}
