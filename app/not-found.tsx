import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { t } from '@/lib/i18n/messages';

export const metadata: Metadata = {
  title: t('errors.notFoundTitle'),
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return <NotFoundView />;
}
