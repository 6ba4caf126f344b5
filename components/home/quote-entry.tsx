import { Markdown } from '@/components/content/markdown';
import { sectionTree, type Section } from '@/lib/markdown/sections';
import styles from './quote-entry.module.css';

/** The instant-quote entry point: a highlighted panel whose list of links reads as buttons. */
export function QuoteEntry({ section }: { section: Section }) {
  return (
    <section className={`section ${styles.band}`} aria-labelledby={section.id}>
      <div className="container">
        <div className={styles.panel}>
          <Markdown tree={sectionTree(section)} className={styles.copy} />
        </div>
      </div>
    </section>
  );
}
