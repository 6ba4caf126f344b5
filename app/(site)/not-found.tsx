import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { t } from '@/lib/i18n/messages';

// A site page that calls notFound(); an address that matches no route gets app/global-not-found.tsx.
export const metadata: Metadata = {
  title: t('errors.notFoundTitle'),
  // No robots here: Next writes <meta name="robots" content="noindex"> into a not-found page itself, and a second tag repeated it.
};

export default function NotFound() {
  return <NotFoundView />;
}
