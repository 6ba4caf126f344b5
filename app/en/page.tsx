import type { Metadata } from 'next';
import { EnRedirect } from '@/components/layout/en-redirect';
import { absoluteUrl } from '@/lib/env';
import { t } from '@/lib/i18n/messages';

// The default locale has no prefix. The server answers /en/ with a 302; this file covers static hosts.
export const metadata: Metadata = {
  title: t('nav.redirecting'),
  alternates: { canonical: absoluteUrl('/') },
  robots: { index: false, follow: true },
  other: { refresh: '0;url=/' },
};

export default function EnglishPrefixRedirect() {
  return <EnRedirect label={t('nav.redirecting')} />;
}
