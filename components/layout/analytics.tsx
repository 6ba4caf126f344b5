'use client';

import Script from 'next/script';

/** The third-party analytics script, loaded after everything else on the page. */
export function Analytics({ src }: { src: string }) {
  return <Script src={src} strategy="lazyOnload" />;
}
