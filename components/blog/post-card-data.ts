import type { BlogPost } from '@/lib/content/blog';
import { formatDate } from '@/lib/format';
import { t } from '@/lib/i18n/messages';

/** What a post card shows, labels resolved: serialisable, so the client-side tag filter can take it. */
export interface PostCardData {
  slug: string;
  path: string;
  title: string;
  description: string;
  published: string;
  dateLabel: string;
  readingLabel: string;
  tags: { id: string; label: string }[];
}

export function toPostCard(post: BlogPost): PostCardData {
  return {
    slug: post.slug,
    path: post.path,
    title: post.title,
    description: post.description,
    published: post.published,
    dateLabel: formatDate(post.published),
    readingLabel: t('content.blog.readingTime', { minutes: post.readingMinutes }),
    tags: post.tags.map((tag) => ({ id: tag, label: t(`content.tags.${tag}`) })),
  };
}
