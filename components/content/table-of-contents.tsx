import type { Heading } from '@/lib/content/markdown';
import { t } from '@/lib/i18n/messages';
import styles from './table-of-contents.module.css';

/** In-page navigation built from a document's `##` and `###` headings. */
export function TableOfContents({ headings }: { headings: readonly Heading[] }) {
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="table-of-contents" className={styles.toc}>
      <h2 id="table-of-contents" className={styles.title}>
        {t('content.toc')}
      </h2>
      <ol>
        {headings.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? styles.nested : undefined}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
