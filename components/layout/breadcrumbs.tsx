import { JsonLd } from '@/components/seo/json-ld';
import { AppLink } from '@/components/ui/app-link';
import { t } from '@/lib/i18n/messages';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';
import styles from './breadcrumbs.module.css';

/** Visible breadcrumbs and their BreadcrumbList, from Home to the current page (the last crumb). */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const crumbs: Crumb[] = [{ name: t('common.home'), path: '/' }, ...trail];
  return (
    <>
      <nav aria-label={t('common.breadcrumbs')} className={styles.nav}>
        <ol>
          {crumbs.map((crumb, index) => (
            <li key={crumb.path}>
              {index === crumbs.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <AppLink href={crumb.path} prefetch={false}>
                  {crumb.name}
                </AppLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
