import { AppLink } from '@/components/ui/app-link';
import { t } from '@/lib/i18n/messages';
import { site } from '@/lib/site';
import styles from './contact-cta.module.css';

/** The way out of self-service: a person to talk to, by form, phone or email. */
export function ContactCta() {
  return (
    <aside className={styles.cta} aria-labelledby="still-need-help">
      <h2 id="still-need-help" className={styles.title}>
        {t('content.support.ctaTitle')}
      </h2>
      <p>{t('content.support.ctaText', { hours: site.hours })}</p>
      <p className={styles.actions}>
        <AppLink href="/contact-us/" className="button">
          {t('content.support.ctaButton')}
        </AppLink>
        <a href={`tel:${site.phone}`} className="button button-ghost">
          {site.phoneDisplay}
        </a>
        <a href={`mailto:${site.email}`} className="button button-ghost">
          {site.email}
        </a>
      </p>
    </aside>
  );
}
