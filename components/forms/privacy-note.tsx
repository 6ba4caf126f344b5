import { formMessages } from './form-messages';
import { PrivacyLink } from './privacy-link';
import styles from './form.module.css';

/** "We use these details only to answer you. See our privacy policy." beside a submit button. */
export function PrivacyNote() {
  const [before, after = ''] = formMessages.common.privacy.split('{link}');
  return (
    <p className={styles.note}>
      {before}
      <PrivacyLink />
      {after}
    </p>
  );
}
