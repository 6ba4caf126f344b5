import { Markdown } from '@/components/content/markdown';
import { PageHero } from '@/components/layout/page-hero';
import { AppLink } from '@/components/ui/app-link';
import { getEditorialPage } from '@/lib/content/pages';
import { t } from '@/lib/i18n/messages';
import { serviceLinks } from '@/lib/navigation/menu';

export function EditorialHome() {
  const page = getEditorialPage('home');
  return (
    <>
      <PageHero title={page.h1} eyebrow={page.eyebrow} lead={page.lead}>
        <p>
          <AppLink href="/pricing/" className="button button-accent">
            {t('common.getQuote')}
          </AppLink>
        </p>
      </PageHero>
      <div className="container section">
        <Markdown tree={page.content.tree} />
        <ul className="grid" aria-label={t('nav.services')}>
          {serviceLinks.map((link) => (
            <li key={link.href} className="card">
              <AppLink href={link.href}>{t(link.label)}</AppLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
