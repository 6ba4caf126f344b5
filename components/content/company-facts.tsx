import { t } from '@/lib/i18n/messages';
import { site } from '@/lib/site';
import styles from './company-facts.module.css';

/** The company's facts from lib/site: founding year, memberships, office and how to reach us. */
export function CompanyFacts() {
  const { address } = site;
  return (
    <section aria-labelledby="company-facts" className={`card ${styles.facts}`}>
      <h2 id="company-facts" className={styles.title}>
        {t('content.about.factsTitle')}
      </h2>
      <dl>
        <div>
          <dt>{t('content.about.legalName')}</dt>
          <dd>{site.legalName}</dd>
        </div>
        <div>
          <dt>{t('content.about.founded')}</dt>
          <dd>{site.foundingYear}</dd>
        </div>
        <div>
          <dt>{t('content.about.memberships')}</dt>
          <dd>{site.memberships.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('content.about.office')}</dt>
          <dd>
            <address>
              {address.street}, {address.city}, {address.region} {address.postalCode}
            </address>
          </dd>
        </div>
        <div>
          <dt>{t('content.about.contact')}</dt>
          <dd>
            <a href={`tel:${site.phone}`}>{site.phoneDisplay}</a> · <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('content.about.hours')}</dt>
          <dd>{site.hours}</dd>
        </div>
      </dl>
    </section>
  );
}
