import type { OrderView } from '@/lib/api/contract/orders';
import type { Translator } from '@/lib/i18n/translate';
import { orderWork } from '@/lib/orders/work';
import { formatZonedDateTime } from '@/lib/time/zoned-date-time';
import styles from './orders.module.css';

/**
 * The revision under way: when the client asked, what for, when the revised work is due, and
 * whether our staff have sent it to its professional (the translator, proofreader…) yet.
 */
export function RevisionStatus({ view, t }: { view: OrderView; t: Translator }) {
  const { revision } = view;
  if (revision === null) return null;
  const at = (iso: string) => formatZonedDateTime(new Date(iso), view.timeZone);
  return (
    <section aria-labelledby="order-revision" className={styles.section} data-testid="order-revision">
      <h3 id="order-revision">{t('revisionStatus.heading')}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('revisionStatus.due')}</dt>
          <dd data-testid="revision-due">
            <time dateTime={revision.dueAt}>{at(revision.dueAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('revisionStatus.requested')}</dt>
          <dd>
            <time dateTime={revision.requestedAt}>{at(revision.requestedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('revisionStatus.comment')}</dt>
          <dd className={styles.comment}>{revision.comment}</dd>
        </div>
      </dl>
      <p>{t(revision.forwarded ? 'revisionStatus.withTranslator' : 'revisionStatus.withStaff', { role: t(`work.${orderWork(view.quote.service)}.role`) })}</p>
    </section>
  );
}
