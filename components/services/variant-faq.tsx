import type { FaqItem } from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';
import styles from './variant-faq.module.css';

/** The variant's questions as headings, each with an anchor (`#faq-1`) that can be linked to. */
export function VariantFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <section aria-labelledby="faq" className={`container ${styles.faq}`}>
      <h2 id="faq">{t('catalog.faq.heading')}</h2>
      <div className="prose">
        {items.map((item, index) => (
          <div key={item.question} className={styles.item}>
            <h3 id={`faq-${index + 1}`}>{item.question}</h3>
            <p>{item.answer}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
