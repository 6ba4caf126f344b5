import { t } from '@/lib/i18n/messages';
import { OfferPanelHost } from './offer-panel-host';
import styles from './job-page.module.css';

/**
 * `/jobs/`: a professional's offer and, once accepted, their job, on a page of its own: the
 * heading, what the page is, and the panel that opens the offer named by the link's token (its
 * document deadlines in `timeZone`, the turnaround table's). The
 * role's guide (`/pro/{userType}/`) explains how offers work, and links here from old offer links.
 */
export function JobPage({ timeZone }: { timeZone: string }) {
  return (
    <section className={`container section ${styles.page}`}>
      <h1>{t('pro.job.title')}</h1>
      <p className="lead">{t('pro.job.lead')}</p>
      {/* Above the offer, which loads after the page and grows: nothing below it is on screen to move. */}
      <p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the guide has the other root layout, so the router would load it in full anyway; a plain link spares it the prefetch */}
        <a href="/pro/">{t('pro.job.guide')}</a>
      </p>
      <OfferPanelHost timeZone={timeZone} />
    </section>
  );
}
