import type { LanguageOption } from '@/lib/calculators/data';
import { t } from '@/lib/i18n/messages';
import { tiers } from '@/lib/pricing/table-schema';
import styles from './price-tables.module.css';

/** Which tier each language is priced at, from the catalog. */
export function LanguageTiers({ languages }: { languages: readonly LanguageOption[] }) {
  return (
    <section className={styles.section} aria-labelledby="language-tiers">
      <h2 id="language-tiers">{t('calculators.tables.tiersHeading')}</h2>
      <p>{t('calculators.tables.tiersIntro')}</p>
      {tiers.map((tier) => {
        const members = languages.filter((language) => language.tier === tier);
        return (
          <details key={tier} className={styles.tiers}>
            <summary>{t('calculators.tables.tierCount', { tier: t(`calculators.tiers.${tier}`), count: members.length })}</summary>
            <p>{members.map((language) => language.name).join(', ')}</p>
          </details>
        );
      })}
    </section>
  );
}
