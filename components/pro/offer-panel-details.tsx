import type { OfferView } from '@/lib/api/offers';
import type { Translator } from '@/lib/i18n/translate';
import { jobDetailRows, offerDetailRows, type DetailRow } from '@/lib/pro/offer-details';
import styles from './offer-panel.module.css';

interface Props {
  view: OfferView;
  t: Translator;
  /** The business time zone document deadlines are set in. */
  timeZone: string;
}

function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className={styles.details}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row} data-detail={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The project, and once the offer is accepted, the client's details. */
export function OfferPanelDetails({ view, t, timeZone }: Props) {
  const job = jobDetailRows(view, t);
  return (
    <>
      <DetailList rows={offerDetailRows(view, t, timeZone)} />
      {job.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t('job.heading')}</h3>
          <DetailList rows={job} />
        </>
      ) : null}
    </>
  );
}
