'use client';

import { useEffect } from 'react';
import { isChunkLoadError, shouldReloadAfterChunkError } from '@/components/navigation/reload-guard';
import { normalizeError } from '@/lib/errors/normalize';
import { errorMessages } from '@/lib/i18n/error-messages';
import { ErrorView } from './error-view';

/** The error boundary's page, inside either root layout (app/(site)/error.tsx, app/(private)/error.tsx). */
export function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { status, message } = normalizeError(error);

  useEffect(() => {
    // A chunk that failed to load usually means a new deploy: reload once, then show this page.
    if (isChunkLoadError(error) && shouldReloadAfterChunkError(sessionStorage, Date.now())) {
      window.location.reload();
    }
  }, [error]);

  return (
    <ErrorView eyebrow={errorMessages.statusLabel.replace('{status}', String(status))} title={errorMessages.errorTitle}>
      <p>{errorMessages.errorHelp}</p>
      <p data-testid="error-message">{message}</p>
      <div className="error-view-actions">
        <button type="button" className="button" onClick={reset}>
          {errorMessages.tryAgain}
        </button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load recovers from a broken client state */}
        <a className="button button-ghost" href="/">
          {errorMessages.goHome}
        </a>
      </div>
    </ErrorView>
  );
}
