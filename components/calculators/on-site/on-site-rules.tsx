import type { Translator } from '@/lib/i18n/translate';
import { formatMinutes } from '@/lib/pricing/format';
import type { PriceTables } from '@/lib/pricing/table-schema';
import styles from '../calculator.module.css';

/** The on-site rules in one short list, from the tables; the quote says which of them applied. */
export function OnSiteRules({ tables, t }: { tables: Pick<PriceTables, 'interpretation'>; t: Translator }) {
  const { onSite, afterHours } = tables.interpretation;
  const rules = [
    t('calculators.onSite.ruleMinimum', { minimum: formatMinutes(onSite.minimumMinutes), increment: onSite.incrementMinutes }),
    t('calculators.onSite.ruleCaps', { half: formatMinutes(onSite.halfDay.minutes), full: formatMinutes(onSite.fullDay.minutes) }),
    t('calculators.onSite.ruleAfterHours', { percent: afterHours.surchargePercent, start: afterHours.dayStarts, end: afterHours.dayEnds }),
    t('calculators.onSite.ruleShortNotice', { percent: onSite.shortNotice.surchargePercent, hours: onSite.shortNotice.hoursAhead }),
    t('calculators.onSite.ruleTeam', { minutes: onSite.teamInterpreting.simultaneousOverMinutes, interpreters: onSite.teamInterpreting.interpreters }),
    t('calculators.onSite.ruleTravel'),
  ];
  return (
    <div className={styles.rules}>
      <p className={styles['reasons-title']}>{t('calculators.onSite.rulesTitle')}</p>
      <ul>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}
