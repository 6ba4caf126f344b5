import type { Metadata } from 'next';
import { VerifyPage } from '@/components/verify/verify-page';
import { absoluteUrl } from '@/lib/env';
import { t } from '@/lib/i18n/messages';

// Opened from the QR code or the address on a certificate; never indexed, not in the sitemap.
export const metadata: Metadata = {
  title: t('verify.title'),
  description: t('verify.description'),
  alternates: { canonical: absoluteUrl('/verify/') },
  robots: { index: false, follow: false },
};

export default function VerifyRoute() {
  return <VerifyPage />;
}
