import type { Metadata } from 'next';
import { EnRedirect } from '@/components/layout/en-redirect';
import { absoluteUrl } from '@/lib/env';
import { t } from '@/lib/i18n/messages';

// The default locale has no prefix. The server answers /en/ with a 302; this file covers static hosts:
// a meta refresh (React hoists it into <head>), a canonical to /, noindex, and a client-side replace.
export const metadata: Metadata = {
  title: t('nav.redirecting'),
  alternates: { canonical: absoluteUrl('/') },
  robots: { index: false, follow: true },
};

export default function EnglishPrefixRedirect() {
  return (
    <>
      <meta httpEquiv="refresh" content="0; url=/" />
      <EnRedirect title={t('nav.redirectingTitle')} label={t('nav.redirecting')} />
    </>
  );
}
