import { t } from '@/lib/i18n/messages';
import styles from './star-rating.module.css';

/** Five stars, `rating` of them filled, with the rating spelled out for screen readers. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className={styles.rating}>
      <span aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star} className={star <= rating ? styles.on : styles.off}>
            ★
          </span>
        ))}
      </span>
      <span className="visually-hidden">{t('content.rating', { rating })}</span>
    </p>
  );
}
