import type { ReactNode } from 'react';
import type { Crumb } from '@/lib/seo/json-ld';
import { Breadcrumbs } from './breadcrumbs';
import styles from './page-hero.module.css';

interface Props {
  title: string;
  eyebrow?: string;
  lead?: string;
  /** The trail after Home; omitted on the home page. */
  trail?: readonly Crumb[];
  children?: ReactNode;
}

/** The top of every page: breadcrumbs, eyebrow, the page's one h1, the lead and optional actions. */
export function PageHero({ title, eyebrow, lead, trail, children }: Props) {
  return (
    <div className={styles.hero}>
      <div className="container">
        {trail ? <Breadcrumbs trail={trail} /> : null}
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
