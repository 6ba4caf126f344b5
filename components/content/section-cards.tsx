import { splitSections, sectionTree, type Section } from '@/lib/markdown/sections';
import { Markdown } from './markdown';
import styles from './section-cards.module.css';

/**
 * A `##` section whose `###` sub-sections become cards: the copy before the first `###` is the
 * introduction, each sub-section one card.
 */
export function SubsectionCards({ section }: { section: Section }) {
  const { intro, sections: cards } = splitSections(section.body, 'h3');
  return (
    <>
      <Markdown tree={{ type: 'root', children: [section.heading, ...intro.children] }} />
      {/* Four cards sit in one row (or two by two) rather than three and an orphan. */}
      <ul role="list" className={`grid ${styles.cards}${cards.length === 4 ? ` ${styles.four}` : ''}`}>
        {cards.map((card) => (
          <li key={card.id} className="card">
            <Markdown tree={sectionTree(card)} className={styles.card} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The same, as a full-width band of its own. */
export function SectionCards({ section, muted = false }: { section: Section; muted?: boolean }) {
  return (
    <section className={`section${muted ? ' section-muted' : ''}`} aria-labelledby={section.id}>
      <div className="container">
        <SubsectionCards section={section} />
      </div>
    </section>
  );
}
