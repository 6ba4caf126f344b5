import type { ReactNode } from 'react';
import type { Heading } from '@/lib/content/markdown';
import styles from './document-layout.module.css';
import { TableOfContents } from './table-of-contents';

interface Props {
  /** Headings for the table of contents; none means no table. */
  headings?: readonly Heading[];
  label: string;
  children: ReactNode;
}

/**
 * A long document: the text column, and beside it on wide screens (above it on narrow ones) a
 * table of contents that stays in view while reading.
 */
export function DocumentLayout({ headings = [], label, children }: Props) {
  return (
    <div className={headings.length > 0 ? styles.withToc : undefined}>
      {headings.length > 0 ? (
        <div className={styles.toc}>
          <TableOfContents headings={headings} />
        </div>
      ) : null}
      <article className={styles.article} aria-label={label}>
        {children}
      </article>
    </div>
  );
}
