import { AppLink } from '@/components/ui/app-link';
import type { ResolvedTopic } from '@/lib/content/learn-topics';
import { sectionTree, type Section } from '@/lib/markdown/sections';
import { t } from '@/lib/i18n/messages';
import { LinkList } from './link-list';
import { Markdown } from './markdown';
import styles from './learn-topic.module.css';

/** One topic of the guides hub: its introduction, then its articles, step-by-step help and FAQ topics. */
export function LearnTopic({ section, topic }: { section: Section; topic: ResolvedTopic }) {
  return (
    <section aria-labelledby={section.id} className={styles.topic}>
      <Markdown tree={sectionTree(section)} />
      <div className={styles.columns}>
        {topic.posts.length > 0 ? (
          <div>
            <h3 className={styles.heading}>{t('content.learn.articles')}</h3>
            <LinkList
              className={styles.list}
              items={topic.posts.map((post) => ({
                ...post,
                note: <span className={styles.note}>{t('content.blog.readingTime', { minutes: post.readingMinutes })}</span>,
              }))}
            />
          </div>
        ) : null}
        <div>
          <h3 className={styles.heading}>{t('content.learn.howTo')}</h3>
          <LinkList className={styles.list} items={topic.articles} />
          <p className={styles.faq}>
            {t('content.learn.faq')}{' '}
            {topic.faqCategories.map((category, index) => (
              <span key={category}>
                {index > 0 ? ', ' : null}
                <AppLink href={`/faq/#${category}`} prefetch={false}>
                  {t(`content.faqCategories.${category}`)}
                </AppLink>
              </span>
            ))}
          </p>
        </div>
      </div>
    </section>
  );
}
