import { LinkList } from '@/components/content/link-list';
import { Markdown } from '@/components/content/markdown';
import { DocumentLayout } from '@/components/content/document-layout';
import { PageHero } from '@/components/layout/page-hero';
import { AppLink } from '@/components/ui/app-link';
import type { SupportArticle as Article } from '@/lib/content/support';
import { t } from '@/lib/i18n/messages';
import { ContactCta } from './contact-cta';
import styles from './support-article.module.css';

/** A support article: contents, body, related articles and the contact call to action. */
export function SupportArticle({ article, related }: { article: Article; related: readonly Article[] }) {
  const category = t(`content.supportCategories.${article.category}`);
  return (
    <>
      <PageHero
        title={article.title}
        eyebrow={category}
        lead={article.summary}
        trail={[
          { name: t('content.support.crumb'), path: '/support/' },
          { name: article.title, path: article.path },
        ]}
      />
      <div className={`container section ${styles.layout}`}>
        <DocumentLayout label={article.title} headings={article.content.headings}>
          <Markdown tree={article.content.tree} />
        </DocumentLayout>
        <section aria-labelledby="related-articles" className={styles.related}>
          <h2 id="related-articles">{t('content.support.related')}</h2>
          <LinkList items={related} />
          <p>
            <AppLink href={`/support/#${article.category}`}>{t('content.support.moreInCategory', { category })}</AppLink>
          </p>
        </section>
        <ContactCta />
      </div>
    </>
  );
}
