import { t } from '@/lib/i18n/messages';
import { formatCents } from '@/lib/pricing/format';
import type { PriceTables } from '@/lib/pricing/table-schema';
import { PriceTable } from './price-table';
import styles from './price-tables.module.css';

/** Proofreading, transcription and the Portuguese immigration package. */
export function OtherPrices({ tables }: { tables: PriceTables }) {
  const { document, transcription, portugueseImmigration } = tables;
  return (
    <>
      <section className={styles.section} aria-labelledby="proofreading-prices">
        <h2 id="proofreading-prices">{t('calculators.tables.proofreadingHeading')}</h2>
        <PriceTable
          caption={t('calculators.tables.proofreadingCaption')}
          columns={[t('calculators.tables.service'), t('calculators.tables.price'), t('calculators.tables.minimum')]}
          rows={[
            {
              label: t('calculators.services.proofreading'),
              testId: 'price-proofreading',
              cells: [
                t('calculators.tables.per_word', { price: formatCents(document.proofreading.perWordCents) }),
                formatCents(document.proofreading.minimumCents),
              ],
            },
            {
              label: t('calculators.services.transcription'),
              testId: 'price-transcription',
              cells: [t('calculators.tables.per_minute', { price: formatCents(transcription.perMinuteCents) }), t('calculators.tables.none')],
            },
          ]}
        />
        <ul className={styles.notes}>
          <li id="transcription-prices">{t('calculators.tables.transcriptionRule', { minutes: transcription.audioMinutesPerBusinessDay })}</li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="portuguese-prices">
        <h2 id="portuguese-prices">{t('calculators.tables.portugueseHeading')}</h2>
        <PriceTable
          caption={t('calculators.tables.portugueseCaption')}
          columns={[t('calculators.tables.document'), t('calculators.tables.price')]}
          rows={portugueseImmigration.documents.map((entry) => ({
            label: entry.label,
            testId: `price-pt-${entry.id}`,
            cells: [t(`calculators.tables.per_${entry.unit}`, { price: formatCents(entry.priceCents) })],
          }))}
        />
        <ul className={styles.notes}>
          <li>{t('calculators.tables.portugueseRule')}</li>
        </ul>
      </section>
    </>
  );
}
