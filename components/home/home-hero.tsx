import { PageHero } from '@/components/layout/page-hero';
import { AppLink } from '@/components/ui/app-link';
import type { EditorialPage } from '@/lib/content/pages';
import { t } from '@/lib/i18n/messages';
import { quoteLink } from '@/lib/navigation/menu';
import styles from './home-hero.module.css';

/** The page's h1 and lead with the two ways in: a quote, or an interpreter booking. */
export function HomeHero({ page }: { page: EditorialPage }) {
  return (
    <PageHero title={page.h1} eyebrow={page.eyebrow} lead={page.lead}>
      <p className={styles.actions}>
        <AppLink href={quoteLink.href} className="button button-accent">
          {t(quoteLink.label)}
        </AppLink>
        <AppLink href="/services/on-site-interpretation/" className="button button-ghost">
          {t('content.home.bookInterpreter')}
        </AppLink>
      </p>
    </PageHero>
  );
}
