import type { BlogPost } from '@/lib/content/blog';
import { formatDate } from '@/lib/format';
import type { TeamMember } from '@/lib/content/team';
import { t } from '@/lib/i18n/messages';
import styles from './post-meta.module.css';

/** Author, dates and reading time under a post's title. */
export function PostMeta({ post, author }: { post: BlogPost; author: TeamMember }) {
  return (
    <p className={styles.meta}>
      <span>{t('content.blog.byline', { name: author.name, role: author.role })}</span>
      <span>
        {t('content.blog.published')} <time dateTime={post.published}>{formatDate(post.published)}</time>
      </span>
      {post.updated ? (
        <span>
          {t('content.blog.updated')} <time dateTime={post.updated}>{formatDate(post.updated)}</time>
        </span>
      ) : null}
      <span>{t('content.blog.readingTime', { minutes: post.readingMinutes })}</span>
    </p>
  );
}
