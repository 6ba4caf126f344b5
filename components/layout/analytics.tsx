import Script from 'next/script';
import { env } from '@/lib/env';

/** Third-party analytics, loaded after everything else, and only when it is configured. */
export function Analytics() {
  if (!env.analyticsId || !env.analyticsUrl) return null;
  const src = `${env.analyticsUrl}${env.analyticsUrl.includes('?') ? '&' : '?'}id=${encodeURIComponent(env.analyticsId)}`;
  return <Script src={src} strategy="lazyOnload" />;
}
