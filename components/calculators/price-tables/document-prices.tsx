import { t } from '@/lib/i18n/messages';
import { formatCents } from '@/lib/pricing/format';
import type { FromPrice, FromPriceId } from '@/lib/pricing/from-prices';
import { hardCopyOptions, type PriceTables } from '@/lib/pricing/table-schema';
import { PriceTable } from './price-table';
import styles from './price-tables.module.css';
import { tierRows } from './tier-rows';

interface Props {
  tables: PriceTables;
  prices: Record<FromPriceId, FromPrice>;
}

/** Document translation, proofreading, turnaround and add-ons, straight from the tables. */
export function DocumentPrices({ tables, prices }: Props) {
  const { document, turnaround, addOns } = tables;
  const certified = prices['certified-translation'].byTier;
  const standard = prices['standard-translation'].byTier;
  return (
    <section className={styles.section} aria-labelledby="document-prices">
      <h2 id="document-prices">{t('calculators.tables.documentHeading')}</h2>
      <div className={styles.block}>
        {certified && standard ? (
          <PriceTable
            caption={t('calculators.tables.translationCaption')}
            columns={[t('calculators.tables.tier'), t('calculators.services.certified-translation'), t('calculators.services.standard-translation')]}
            rows={tierRows('price-translation', [certified, standard], ['page', 'word'])}
          />
        ) : null}
        <ul className={styles.notes}>
          <li>{t('calculators.tables.pageRule', { words: document.wordsPerPage })}</li>
          <li>{t('calculators.tables.standardMinimum', { price: formatCents(document.standard.minimumCents) })}</li>
          <li>{t('calculators.tables.pairTier')}</li>
        </ul>
      </div>
      <div className={styles.block}>
        <PriceTable
          caption={t('calculators.tables.turnaroundCaption')}
          columns={[t('calculators.tables.option'), t('calculators.tables.delivery'), t('calculators.tables.surcharge')]}
          rows={[
            {
              label: t('calculators.turnaround.standard'),
              cells: [t('calculators.turnaround.standardHint', { pages: turnaround.standard.pagesPerBusinessDay }), t('calculators.tables.none')],
            },
            {
              label: t('calculators.tables.expedited'),
              cells: [
                t('calculators.turnaround.expeditedHint', { pages: turnaround.standard.pagesPerBusinessDay }),
                `+${turnaround.expedited.surchargePercent}%`,
              ],
            },
            {
              label: t('calculators.tables.rush'),
              cells: [
                t('calculators.turnaround.rushHint', {
                  pages: turnaround.rush.maxPages,
                  before: turnaround.rush.sameDayBefore,
                  dueBy: turnaround.dueBy,
                  nextBy: turnaround.rush.nextDayBy,
                }),
                `+${turnaround.rush.surchargePercent}%`,
              ],
            },
          ]}
        />
        <ul className={styles.notes}>
          <li>{t('calculators.tables.cutoff', { time: turnaround.orderCutoff, zone: turnaround.timeZone })}</li>
        </ul>
      </div>
      <div className={styles.block}>
        <PriceTable
          caption={t('calculators.tables.addOnsCaption')}
          columns={[t('calculators.tables.addOn'), t('calculators.tables.price')]}
          rows={[
            {
              label: t('calculators.tables.notarization'),
              cells: [t('calculators.tables.per_order', { price: formatCents(addOns.notarization.perOrderCents) })],
            },
            {
              label: t('calculators.tables.apostille'),
              cells: [t('calculators.tables.per_document', { price: formatCents(addOns.apostille.perDocumentCents) })],
            },
            ...hardCopyOptions.map((option) => ({
              label: addOns.hardCopy[option].label,
              cells: [t('calculators.tables.per_order', { price: formatCents(addOns.hardCopy[option].cents) })],
            })),
          ]}
        />
      </div>
    </section>
  );
}
