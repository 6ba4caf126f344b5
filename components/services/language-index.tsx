import { AppLink } from '@/components/ui/app-link';
import { servicePath, type VariantServiceId } from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';
import type { ServicesData } from '@/lib/services/data.server';
import { variantLinkText } from '@/lib/services/labels';
import styles from './indexes.module.css';

/** Every language of a service, A–Z, with a jump list of letters. Links never prefetch: there are over a hundred. */
export function LanguageIndex({ serviceId, data }: { serviceId: VariantServiceId; data: ServicesData }) {
  const languageGroups = data.languageGroups[serviceId];
  return (
    <section aria-labelledby="languages" className={styles.index}>
      <h2 id="languages">{t('catalog.listing.languages')}</h2>
      <p>{t('catalog.listing.languagesIntro')}</p>
      <nav aria-label={t('catalog.listing.letters')}>
        <ul className={styles.letters}>
          {languageGroups.map(({ letter }) => (
            <li key={letter}>
              <a href={`#letter-${letter.toLowerCase()}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.letterGroups}>
        {languageGroups.map(({ letter, languages }) => (
          <div key={letter} className={styles.group}>
            <h3 id={`letter-${letter.toLowerCase()}`}>{letter}</h3>
            <ul className={styles.languages}>
              {languages.map((language) => {
                const variant = { kind: 'language', language } as const;
                return (
                  <li key={language.slug}>
                    <AppLink href={servicePath(serviceId, variant)} prefetch={false} aria-label={variantLinkText(serviceId, variant)}>
                      {language.name}
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
