'use client';

import { useEffect } from 'react';
import { resolveLocale, readLocaleCookie, serializeLocaleCookie } from '@/lib/i18n/resolve';
import { isChunkLoadError, shouldReloadAfterChunkError } from '@/components/navigation/reload-guard';

function isChunkScriptFailure(event: Event): boolean {
  const target = event.target;
  return target instanceof HTMLScriptElement && target.src.includes('/_next/static/');
}

/**
 * Side effects every page needs once: the language cookie, the reload-once guard for failed chunks,
 * and `<html data-hydrated>`, which says the page's controls now answer (pages load their scripts
 * after the largest contentful paint; end-to-end tests wait for this mark before they act).
 */
export function RuntimeGuards() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    if (readLocaleCookie(document.cookie) === undefined) {
      const locale = resolveLocale({ cookieHeader: document.cookie, browserLanguages: navigator.languages, pathname: location.pathname });
      document.cookie = serializeLocaleCookie(locale, location.protocol === 'https:');
    }

    const onError = (event: Event) => {
      const failed = isChunkScriptFailure(event) || (event instanceof ErrorEvent && isChunkLoadError(event.error));
      // Offline, a reload would only swap the page for the browser's error page.
      if (failed && navigator.onLine && shouldReloadAfterChunkError(sessionStorage, Date.now())) location.reload();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason) && navigator.onLine && shouldReloadAfterChunkError(sessionStorage, Date.now())) location.reload();
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
