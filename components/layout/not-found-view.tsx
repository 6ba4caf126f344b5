import { AppLink } from '@/components/ui/app-link';
import { t } from '@/lib/i18n/messages';
import { serviceLinks } from '@/lib/navigation/menu';
import { ErrorView } from './error-view';

/** The 404's content: what went wrong and the pages most visitors were looking for. */
export function NotFoundView() {
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
