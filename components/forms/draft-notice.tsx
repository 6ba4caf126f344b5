import { formMessages } from './form-messages';
import styles from './form.module.css';

/** Tells the visitor that what they typed on an earlier visit is back, with a way to start over. */
export function DraftNotice({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div className={styles.notice} role="status" data-testid="draft-notice">
      <p>{formMessages.common.draftRestored}</p>
      <button type="button" className={styles.linkButton} onClick={onStartOver}>
        {formMessages.common.startOver}
      </button>
    </div>
  );
}
