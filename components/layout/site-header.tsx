import { AppLink } from '@/components/ui/app-link';
import { t } from '@/lib/i18n/messages';
import { primaryLinks, quoteLink, serviceLinks } from '@/lib/navigation/menu';
import { site } from '@/lib/site';
import { BrandMark } from './brand-mark';
import { MenuToggle } from './menu-toggle';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <AppLink href="/" className={styles.brand} aria-label={`${site.name}, ${t('common.home')}`}>
          <BrandMark />
          <span>{site.name}</span>
        </AppLink>
        <MenuToggle openLabel={t('nav.openMenu')} closeLabel={t('nav.closeMenu')} controls="site-nav" />
        <nav id="site-nav" className={styles.nav} aria-label={t('nav.main')} data-open="false">
          <ul className={styles.list}>
            <li className={styles.services}>
              <details className={styles.disclosure} data-nav-disclosure="">
                <summary>{t('nav.services')}</summary>
                <ul className={styles.submenu}>
                  {serviceLinks.map((link) => (
                    <li key={link.href}>
                      <AppLink href={link.href}>{t(link.label)}</AppLink>
                    </li>
                  ))}
                  <li>
                    <AppLink href="/services/">{t('nav.allServices')}</AppLink>
                  </li>
                </ul>
              </details>
            </li>
            {primaryLinks.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href}>{t(link.label)}</AppLink>
              </li>
            ))}
          </ul>
          <AppLink href={quoteLink.href} className={`button button-accent ${styles.quote}`}>
            {t(quoteLink.label)}
          </AppLink>
        </nav>
      </div>
    </header>
  );
}
