import type { ClientReference } from '@/lib/content/client-references';
import { formatList } from '@/lib/format';
import { t } from '@/lib/i18n/messages';
import { Markdown } from './markdown';
import styles from './reference-card.module.css';

interface Props {
  reference: ClientReference;
  /** The heading level inside the page: h2 on /references/, h3 where references are a section. */
  level?: 2 | 3;
  /** Only the summary facts and the outcome, for teasers. */
  compact?: boolean;
}

/** A client case: who, which services and languages, what we did and how it turned out. */
export function ReferenceCard({ reference, level = 2, compact = false }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={`card ${styles.card}`} id={reference.id} aria-labelledby={`${reference.id}-title`}>
      <p className="eyebrow">{t(`content.sectors.${reference.sector}`)}</p>
      <Heading id={`${reference.id}-title`} className={styles.title}>
        {reference.title}
      </Heading>
      <dl className={styles.facts}>
        <div>
          <dt>{t('content.references.client')}</dt>
          <dd>{reference.organization}</dd>
        </div>
        <div>
          <dt>{t('content.references.services')}</dt>
          <dd>{formatList(reference.services.map((s) => t(`content.services.${s}`)))}</dd>
        </div>
        <div>
          <dt>{t('content.references.languages')}</dt>
          <dd>{formatList(reference.languages)}</dd>
        </div>
      </dl>
      {compact ? null : (
        <>
          <p className={styles.label}>{t('content.references.work')}</p>
          <Markdown tree={reference.work.tree} />
        </>
      )}
      <p className={styles.label}>{t('content.references.outcome')}</p>
      <Markdown tree={reference.outcome.tree} />
    </article>
  );
}
