import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

/** A list laid out as a grid of cards; children are the `<li>` items. */
export function CardGrid({ children, wide = false, label }: { children: ReactNode; wide?: boolean; label?: string }) {
  // role="list" keeps list semantics in Safari once the bullets are removed.
  return (
    <ul role="list" aria-label={label} className={`grid ${styles.grid}${wide ? ` ${styles.wide}` : ''}`}>
      {children}
    </ul>
  );
}
