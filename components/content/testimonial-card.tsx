import { formatMonth } from '@/lib/format';
import type { Testimonial } from '@/lib/content/testimonials';
import { t } from '@/lib/i18n/messages';
import { StarRating } from './star-rating';
import styles from './testimonial-card.module.css';

/** One client review: rating, quote, who said it, the service and when. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={`card ${styles.card}`} id={testimonial.id}>
      <StarRating rating={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.name}>{testimonial.name}</span>
        <span>{testimonial.role}</span>
        <span className={styles.meta}>
          {t(`content.services.${testimonial.service}`)} · <time dateTime={testimonial.date}>{formatMonth(testimonial.date)}</time>
        </span>
      </figcaption>
    </figure>
  );
}
