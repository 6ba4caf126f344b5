import styles from './offer-panel.module.css';

/** The line shown while the offer loads: in the panel itself, and before the panel's code arrives. */
export function OfferPanelLoading({ label }: { label: string }) {
  return (
    <p className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </p>
  );
}
