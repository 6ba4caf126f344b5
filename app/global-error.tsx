'use client';

import { errorMessages } from '@/lib/i18n/error-messages';

/** Last resort when the root layout itself fails: no site styles or layout can be relied on here. */
export default function GlobalError() {
  return (
    <html lang="en-US">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '4rem 1.5rem', color: '#15202b' }}>
        <main style={{ maxWidth: '40rem', margin: '0 auto' }}>
          <h1 style={{ fontSize: '1.75rem' }}>{errorMessages.globalError}</h1>
          <p>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the client router may be what failed */}
            <a href="/" style={{ color: '#1d4e89', fontWeight: 600 }}>
              {errorMessages.globalGoHome}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
