import { AppLink } from '@/components/ui/app-link';
import { t } from '@/lib/i18n/messages';
import { footerColumns } from '@/lib/navigation/menu';
import { site } from '@/lib/site';
import { BrandMark } from './brand-mark';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <p className={styles.brand}>
            <BrandMark /> {site.name}
          </p>
          <p>{t('layout.footerAbout', { year: site.foundingYear })}</p>
          <address className={styles.address}>
            {site.address.street}
            <br />
            {site.address.city}, {site.address.region} {site.address.postalCode}
            <br />
            <a href={`tel:${site.phone}`}>{site.phoneDisplay}</a> · <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)} className={styles.column}>
            <h2 className={styles.heading}>{t(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <AppLink href={link.href} prefetch={false}>
                    {t(link.label)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.legal}`}>
        <p>{t('layout.rights', { year, legalName: site.legalName })}</p>
      </div>
    </footer>
  );
}
