import type { Metadata } from 'next';
import { ErrorView } from '@/components/layout/error-view';
import { AppLink } from '@/components/ui/app-link';
import { t } from '@/lib/i18n/messages';
import { serviceLinks } from '@/lib/navigation/menu';

export const metadata: Metadata = {
  title: t('errors.notFoundTitle'),
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <ErrorView eyebrow={t('errors.statusLabel', { status: 404 })} title={t('errors.notFound')}>
      <p>{t('errors.notFoundHelp')}</p>
      <ul>
        <li>
          <AppLink href="/">{t('common.home')}</AppLink>
        </li>
        {serviceLinks.slice(0, 3).map((link) => (
          <li key={link.href}>
            <AppLink href={link.href}>{t(link.label)}</AppLink>
          </li>
        ))}
        <li>
          <AppLink href="/pricing/">{t('nav.pricing')}</AppLink>
        </li>
        <li>
          <AppLink href="/contact-us/">{t('nav.contact')}</AppLink>
        </li>
      </ul>
    </ErrorView>
  );
}
