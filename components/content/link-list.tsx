import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';

interface Item {
  path: string;
  title: string;
  /** A short aside after the link, such as a reading time. */
  note?: ReactNode;
}

/** A plain list of links to pages (related articles, other documents, a topic's guides). */
export function LinkList({ items, className }: { items: readonly Item[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.path}>
          <AppLink href={item.path} prefetch={false}>
            {item.title}
          </AppLink>
          {item.note}
        </li>
      ))}
    </ul>
  );
}
