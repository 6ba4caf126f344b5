import { formatCents } from '@/lib/pricing/format';
import { formMessages } from './form-messages';
import styles from './form.module.css';

/** The total being requested and, for documents, the files that go with the request. */
export function QuoteSummary({ totalCents, files }: { totalCents: number; files?: readonly File[] }) {
  const text = formMessages.quote;
  return (
    <div className={styles.notice} data-testid="quote-summary">
      <p>
        {text.total}: <strong>{formatCents(totalCents)}</strong>
      </p>
      {files === undefined ? null : files.length > 0 ? (
        <p>
          {text.files}: {files.map((file) => file.name).join(', ')}
        </p>
      ) : (
        <p>{text.noFiles}</p>
      )}
    </div>
  );
}
