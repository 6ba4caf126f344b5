import type { ReactNode } from 'react';
import { t } from '@/lib/i18n/messages';
import { site } from '@/lib/site';
import { BrandMark } from './brand-mark';
import { PrivateIslands } from './private-islands';
import { SkipLink } from './skip-link';
import styles from './private-chrome.module.css';

/**
 * The body of the private pages (the back office, a client's order): the company's name linking
 * home, the page, one line of footer. No site navigation, footer links or analytics: these pages
 * are for one person's task, and the order page's address carries a token no third party may see.
 * The islands they need stay (private-islands.tsx): the offline banner, toasts, the runtime guards
 * (hydration mark, chunk recovery), and the page transition that ends the back office's loading bar.
 */
export function PrivateChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink label={t('nav.skipToContent')} />
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the home page has the other root layout, so the router would load it in full anyway; a plain link spares it the prefetch */}
          <a href="/" className={styles.brand} aria-label={`${site.name}, ${t('common.home')}`}>
            <BrandMark />
            <span>{site.name}</span>
          </a>
        </div>
      </header>
      <PrivateIslands offline={t('layout.offline')} backOnline={t('layout.backOnline')} closeLabel={t('toast.close')}>
        {children}
      </PrivateIslands>
      <footer className={styles.footer}>
        <div className="container">
          <p>{t('layout.rights', { year: new Date().getFullYear(), legalName: site.legalName })}</p>
        </div>
      </footer>
    </>
  );
}
