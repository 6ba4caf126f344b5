import type { FaqEntry } from '@/lib/content/faq';
import type { FaqCategory } from '@/lib/content/schema-parts';
import { t } from '@/lib/i18n/messages';
import { Markdown } from './markdown';
import styles from './faq-list.module.css';

interface Props {
  groups: readonly { category: FaqCategory; entries: readonly FaqEntry[] }[];
}

/**
 * Questions under their category, every answer visible: each question is a heading whose id is
 * the entry's id, so /faq/#id lands on it and search engines read every answer.
 */
export function FaqList({ groups }: Props) {
  return (
    <>
      <nav aria-labelledby="faq-topics" className={styles.topics}>
        <h2 id="faq-topics" className="visually-hidden">
          {t('content.faq.topics')}
        </h2>
        <ul>
          {groups.map(({ category }) => (
            <li key={category}>
              <a href={`#${category}`}>{t(`content.faqCategories.${category}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ category, entries }) => (
        <section key={category} aria-labelledby={category} className={styles.group}>
          <h2 id={category}>{t(`content.faqCategories.${category}`)}</h2>
          {entries.map((entry) => (
            <div key={entry.id} className={styles.entry}>
              <h3 id={entry.id} className={styles.question}>
                {entry.question}
                <a href={`#${entry.id}`} className={styles.anchor} aria-label={t('content.faq.linkTo', { question: entry.question })}>
                  #
                </a>
              </h3>
              <Markdown tree={entry.answer.tree} />
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
