import { Markdown } from '@/components/content/markdown';
import { sectionTree, type Section } from '@/lib/markdown/sections';
import styles from './steps.module.css';

/** A section whose ordered list is shown as numbered steps side by side. */
export function Steps({ section }: { section: Section }) {
  return (
    <section className="section" aria-labelledby={section.id}>
      <div className="container">
        <Markdown tree={sectionTree(section)} className={styles.steps} />
      </div>
    </section>
  );
}
