'use client';

import { offerFileUrl, type JobDelivery, type OfferJob, type OfferView } from '@/lib/api/offers';
import type { Translator } from '@/lib/i18n/translate';
import { formatCents } from '@/lib/pricing/format';
import { formatOfferTime } from '@/lib/pro/offer-details';
import { formatFileSize } from '@/components/ui/file-list';
import { OfferCompletionForm } from './offer-completion-form';
import { OfferDeliveryForm } from './offer-delivery-form';
import { OfferHandBack } from './offer-hand-back';
import styles from './offer-panel.module.css';

interface Props {
  view: OfferView;
  job: OfferJob;
  token: string;
  t: Translator;
  /** The business time zone; interpreting is shown in the assignment's own. */
  timeZone: string;
  /** After a step changed the job: read the offer again. */
  onChanged: (view?: OfferView) => void;
}

function stateText(job: OfferJob, t: Translator): string {
  switch (job.orderState) {
    case 'assigned':
      return t(job.work === 'files' ? 'work.state.assigned' : 'work.state.assignedCompletion');
    case 'returned':
      return t(job.revision === null ? 'work.state.returned' : 'work.state.returnedRevision');
    case 'delivered':
    case 'approved':
    case 'revision_requested':
      return t(`work.state.${job.orderState}`);
    default:
      return t('work.state.other');
  }
}

function DeliveryItem({ delivery, t, zone, timeZone }: { delivery: JobDelivery; t: Translator; zone: string; timeZone: string }) {
  const at = (iso: string) => formatOfferTime(iso, zone, timeZone);
  return (
    <li className={styles.delivery} data-round={delivery.round} data-review={delivery.review}>
      <p className={styles.deliveryTitle}>
        {t('work.round', { round: delivery.round, time: at(delivery.deliveredAt) })}: <strong>{t(`work.review.${delivery.review}`)}</strong>
      </p>
      {delivery.files.length > 0 ? <p className={styles.note}>{delivery.files.map((file) => file.name).join(', ')}</p> : null}
      {delivery.actualStart !== null && delivery.actualEnd !== null ? (
        <p className={styles.note}>{t('work.session', { start: at(delivery.actualStart), end: at(delivery.actualEnd) })}</p>
      ) : null}
      {delivery.finalPayCents === null ? null : <p data-final-pay>{t('work.finalPay', { amount: formatCents(delivery.finalPayCents) })}</p>}
      {delivery.note === '' ? null : <p className={styles.note}>{t('work.yourNote', { note: delivery.note })}</p>}
      {delivery.reviewComment === null ? null : (
        <p className={styles.comment} data-review-comment>
          {t('work.comment', { comment: delivery.reviewComment })}
        </p>
      )}
    </li>
  );
}

/** The client's revision, as our staff sent it: their words, our note, when it was asked for and when it is due. */
function RevisionToMake({ revision, t, at }: { revision: NonNullable<OfferJob['revision']>; t: Translator; at: (iso: string) => string }) {
  return (
    <div className={styles.revision} data-testid="job-revision">
      <h4 className={styles.minorHeading}>{t('work.revision.heading')}</h4>
      <p className={styles.deliveryTitle}>
        {t('work.revision.due')} <strong data-testid="job-revision-due">{at(revision.dueAt)}</strong>
      </p>
      <p className={styles.note}>
        {t('work.revision.requested')} {at(revision.requestedAt)}
      </p>
      <p className={styles.comment}>
        {t('work.revision.comment')}: {revision.comment}
      </p>
      {revision.note === null ? null : (
        <p className={styles.comment}>
          {t('work.revision.note')}: {revision.note}
        </p>
      )}
    </div>
  );
}

/**
 * The job behind an accepted offer: where it stands, the source files to download, the rounds
 * delivered so far with the reviewers' answers, and what the professional can do now (deliver the
 * translation, confirm an interpretation's completion, hand the job back).
 */
export function OfferJobSection({ view, job, token, t, timeZone, onChanged }: Props) {
  const zone = view.project.timeZone ?? timeZone;
  return (
    <section className={styles.job} aria-labelledby="offer-job-heading" data-order-state={job.orderState}>
      <h3 id="offer-job-heading" className={styles.subheading}>
        {t('work.heading')}
      </h3>
      <p className={styles.text} data-job-state>
        {stateText(job, t)}
      </p>
      {job.revision === null ? null : <RevisionToMake revision={job.revision} t={t} at={(iso) => formatOfferTime(iso, timeZone, timeZone)} />}
      {job.work === 'files' ? (
        <>
          <h4 className={styles.minorHeading}>{t('work.sources')}</h4>
          {job.files.length === 0 ? (
            <p className={styles.note}>{t('work.noSources')}</p>
          ) : job.canDownload ? (
            <ul className={styles.files}>
              {job.files.map((file) => (
                <li key={file.id}>
                  <a href={offerFileUrl(token, file.id)} download={file.name}>
                    {t('work.download', { name: file.name, size: formatFileSize(file.sizeBytes) })}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.note}>{t('work.sourcesClosed')}</p>
          )}
        </>
      ) : null}
      {job.deliveries.length > 0 ? (
        <>
          <h4 className={styles.minorHeading}>{t('work.deliveries')}</h4>
          <ol className={styles.deliveries}>
            {job.deliveries.map((delivery) => (
              <DeliveryItem key={delivery.round} delivery={delivery} t={t} zone={zone} timeZone={timeZone} />
            ))}
          </ol>
        </>
      ) : null}
      {job.canDeliver && job.work === 'files' ? (
        <OfferDeliveryForm
          token={token}
          t={t}
          onDelivered={() => onChanged()}
          certification={job.certified ? { sourceLanguage: view.project.sourceLanguageName, targetLanguage: view.project.targetLanguageName } : undefined}
        />
      ) : null}
      {job.canDeliver && job.work === 'completion' ? <OfferCompletionForm token={token} t={t} zone={zone} onCompleted={() => onChanged()} /> : null}
      {job.canHandBack ? <OfferHandBack token={token} t={t} onHandedBack={(next) => onChanged(next)} /> : null}
    </section>
  );
}
