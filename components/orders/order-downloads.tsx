import type { OrderView } from '@/lib/api/contract/orders';
import { orderFilePath, orderPath } from '@/lib/api/orders';
import { env } from '@/lib/env';
import type { Translator } from '@/lib/i18n/translate';
import styles from './orders.module.css';

const sizeOf = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Once approved: a certified translation's one signed PDF, or another translation's files, each
 * a download from the API authorised by the order's token (an interpretation has neither).
 * `current`: a revision is under way, and these are the approved version's until it is approved.
 */
export function OrderDownloads({
  token,
  downloads,
  current,
  t,
}: {
  token: string;
  downloads: NonNullable<OrderView['downloads']>;
  current: boolean;
  t: Translator;
}) {
  const { files, certificate } = downloads;
  if (files.length === 0 && certificate === null) return null;
  return (
    <section aria-labelledby="order-downloads" className={styles.section} data-testid="order-downloads" data-current-version={current || undefined}>
      <h3 id="order-downloads">{t(current ? 'downloads.currentHeading' : 'downloads.heading')}</h3>
      <p>{t(current ? 'downloads.currentLead' : 'downloads.lead')}</p>
      {files.length > 0 ? (
        <>
          <h4>{t('downloads.files')}</h4>
          <ul className={styles.downloads}>
            {files.map((file) => (
              <li key={file.id}>
                <a href={`${env.apiUrl}${orderFilePath(token, file.id)}`} download={file.name}>
                  {t('downloads.file', { name: file.name, size: sizeOf(file.sizeBytes) })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {certificate === null ? null : (
        <>
          <h4>{t('downloads.certificate')}</h4>
          <p>{t('downloads.certificateLead')}</p>
          <p>
            <a className="button" href={`${env.apiUrl}${orderPath(token, 'certificate')}`} download={certificate.name}>
              {t('downloads.certificateFile', { name: certificate.name })}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
