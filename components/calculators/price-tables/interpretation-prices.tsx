import { t } from '@/lib/i18n/messages';
import { formatCents, formatMinutes } from '@/lib/pricing/format';
import type { FromPrice, FromPriceId } from '@/lib/pricing/from-prices';
import { tiers, type PriceTables } from '@/lib/pricing/table-schema';
import { PriceTable } from './price-table';
import styles from './price-tables.module.css';
import { tierRows } from './tier-rows';

interface Props {
  tables: PriceTables;
  prices: Record<FromPriceId, FromPrice>;
}

const zones = [1, 2, 3, 4] as const;

/** On-site and remote interpretation: tiered rates, caps, surcharges and travel zones. */
export function InterpretationPrices({ tables, prices }: Props) {
  const { onSite, remote, afterHours } = tables.interpretation;
  const phone = prices['phone-interpretation'].byTier;
  const video = prices['video-interpretation'].byTier;
  const scheduled = prices['scheduled-remote-interpretation'].byTier;
  return (
    <section className={styles.section} aria-labelledby="interpretation-prices">
      <h2 id="interpretation-prices">{t('calculators.tables.interpretationHeading')}</h2>
      <div className={styles.block}>
        <PriceTable
          caption={t('calculators.tables.onSiteCaption')}
          columns={[
            t('calculators.tables.tier'),
            t('calculators.tables.hourly'),
            t('calculators.tables.halfDay', { duration: formatMinutes(onSite.halfDay.minutes) }),
            t('calculators.tables.fullDay', { duration: formatMinutes(onSite.fullDay.minutes) }),
          ]}
          rows={tiers.map((tier) => ({
            label: t(`calculators.tiers.${tier}`),
            testId: `price-on-site-${tier}`,
            cells: [
              t('calculators.tables.per_hour', { price: formatCents(onSite.hourlyCents[tier]) }),
              formatCents(onSite.halfDay.cents[tier]),
              formatCents(onSite.fullDay.cents[tier]),
            ],
          }))}
        />
        <ul className={styles.notes}>
          <li>{t('calculators.onSite.ruleMinimum', { minimum: formatMinutes(onSite.minimumMinutes), increment: onSite.incrementMinutes })}</li>
          <li>{t('calculators.onSite.ruleCaps', { half: formatMinutes(onSite.halfDay.minutes), full: formatMinutes(onSite.fullDay.minutes) })}</li>
          <li>{t('calculators.onSite.ruleAfterHours', { percent: afterHours.surchargePercent, start: afterHours.dayStarts, end: afterHours.dayEnds })}</li>
          <li>{t('calculators.onSite.ruleShortNotice', { percent: onSite.shortNotice.surchargePercent, hours: onSite.shortNotice.hoursAhead })}</li>
          <li>
            {t('calculators.onSite.ruleTeam', { minutes: onSite.teamInterpreting.simultaneousOverMinutes, interpreters: onSite.teamInterpreting.interpreters })}
          </li>
        </ul>
      </div>
      <div className={styles.block}>
        <PriceTable
          caption={t('calculators.tables.travelCaption')}
          columns={[t('calculators.tables.zone'), t('calculators.tables.travelFee')]}
          rows={zones.map((zone) => ({
            label: t(`calculators.tables.zone_${zone}`),
            cells: [
              onSite.travelFeeCents[zone] === 0
                ? t('calculators.tables.noTravelFee')
                : t('calculators.tables.per_interpreter', { price: formatCents(onSite.travelFeeCents[zone]) }),
            ],
          }))}
        />
      </div>
      {phone && video && scheduled ? (
        <div className={styles.block}>
          <PriceTable
            caption={t('calculators.tables.remoteCaption')}
            columns={[
              t('calculators.tables.tier'),
              t('calculators.services.phone-interpretation'),
              t('calculators.services.video-interpretation'),
              t('calculators.services.scheduled-remote-interpretation'),
            ]}
            rows={tierRows('price-remote', [phone, video, scheduled], ['minute', 'minute', 'hour'])}
          />
          <ul className={styles.notes}>
            <li>{t('calculators.tables.remoteOnDemand')}</li>
            <li>{t('calculators.remote.durationScheduled', { minimum: remote.scheduled.minimumMinutes, increment: remote.scheduled.incrementMinutes })}</li>
            <li>{t('calculators.tables.remoteAfterHours', { percent: afterHours.surchargePercent })}</li>
          </ul>
        </div>
      ) : null}
    </section>
  );
}
