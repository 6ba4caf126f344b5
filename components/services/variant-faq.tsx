import { Fragment } from 'react';
import type { FaqItem } from '@/lib/catalog';
import { t } from '@/lib/i18n/messages';
import styles from './variant-faq.module.css';

/** The variant's questions as headings, each with an anchor (`#faq-1`) that can be linked to. */
export function VariantFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <section aria-labelledby="faq" className={`container ${styles.faq}`}>
      <div className="prose">
        <h2 id="faq">{t('catalog.faq.heading')}</h2>
        {items.map((item, index) => (
          <Fragment key={index}>
            <h3 id={`faq-${index + 1}`}>{item.question}</h3>
            <p>{item.answer}</p>
          </Fragment>
        ))}
      </div>
    </section>
  );
}
