import { splitSections, sectionTree, type Section } from '@/lib/markdown/sections';
import { t } from '@/lib/i18n/messages';
import { site } from '@/lib/site';
import { Markdown } from './markdown';
import styles from './sample-certificate.module.css';

/**
 * The certification page's sample: the section's introduction, then its `###` sub-section set as
 * a certificate on letterhead.
 */
export function SampleCertificate({ section }: { section: Section }) {
  const { intro, sections } = splitSections(section.body, 'h3');
  return (
    <section aria-labelledby={section.id}>
      <Markdown tree={{ type: 'root', children: [section.heading, ...intro.children] }} />
      {sections.map((certificate) => (
        <figure key={certificate.id} className={styles.certificate}>
          <p className={styles.letterhead} aria-hidden="true">
            {site.legalName}
          </p>
          <Markdown tree={sectionTree(certificate)} className={styles.text} />
          <figcaption className={styles.caption}>{t('content.certification.sampleCaption')}</figcaption>
        </figure>
      ))}
    </section>
  );
}
