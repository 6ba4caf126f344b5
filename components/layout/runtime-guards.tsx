'use client';

import { useEffect } from 'react';
import { resolveLocale, readLocaleCookie, serializeLocaleCookie } from '@/lib/i18n/resolve';
import { navigationTarget } from '@/components/navigation/navigation-state';
import { isChunkLoadError, pageLoadAfterChunkError } from '@/components/navigation/reload-guard';

function isChunkScriptFailure(event: Event): boolean {
  const target = event.target;
  return target instanceof HTMLScriptElement && target.src.includes('/_next/static/');
}

/** A chunk failed: only the navigation under way, if it is stuck without it, loads its page in full. */
function recoverFromChunkFailure(): void {
  const load = pageLoadAfterChunkError({ navigation: navigationTarget(), current: location.href, online: navigator.onLine, storage: sessionStorage, now: Date.now() });
  if (load?.kind === 'reload') location.reload();
  if (load?.kind === 'load') location.assign(load.url);
}

/**
 * Side effects every page needs once: the language cookie, the load-once guard for chunks that a
 * navigation needs and can't fetch (a prefetch's or an idle island's failure leaves the page alone),
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
      if (isChunkScriptFailure(event) || (event instanceof ErrorEvent && isChunkLoadError(event.error))) recoverFromChunkFailure();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) recoverFromChunkFailure();
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
