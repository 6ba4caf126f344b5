import type { ReactNode } from 'react';
import type { Section } from '@/lib/markdown/sections';
import { sectionTree } from '@/lib/markdown/sections';
import { Markdown } from './markdown';

interface Props {
  section: Section;
  muted?: boolean;
  /** Blocks rendered after the section's copy (cards, lists, a certificate). */
  children?: ReactNode;
}

/** One `##` section of an editorial page as a full-width band: its heading and copy, then its blocks. */
export function SectionBlock({ section, muted = false, children }: Props) {
  return (
    <section className={`section${muted ? ' section-muted' : ''}`} aria-labelledby={section.id}>
      <div className="container">
        <Markdown tree={sectionTree(section)} />
        {children}
      </div>
    </section>
  );
}
