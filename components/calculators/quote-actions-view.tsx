import type { Translator } from '@/lib/i18n/translate';
import styles from './calculator.module.css';

interface Props {
  id: string;
  t: Translator;
  onRequest?: () => void;
  onCopy?: () => void;
  requestOpen?: boolean;
  status?: string;
}

/** The quote's buttons; in the shell they render inactive, in the same place and size. */
export function QuoteActionsView({ id, t, onRequest, onCopy, requestOpen = false, status = '' }: Props) {
  return (
    <div className={styles.actions}>
      <button
        type="button"
        id={`${id}-request`}
        className="button button-accent"
        onClick={onRequest}
        disabled={!onRequest}
        aria-expanded={requestOpen}
        aria-controls={requestOpen ? `${id}-request-panel` : undefined}
      >
        {t('calculators.actions.request')}
      </button>
      <button type="button" className="button button-ghost" onClick={onCopy} disabled={!onCopy}>
        {t('calculators.actions.copy')}
      </button>
      <span className={styles.note} role="status">
        {status}
      </span>
    </div>
  );
}
