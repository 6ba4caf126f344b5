import type { Metadata } from 'next';
import { BlogIndex } from '@/components/blog/blog-index';
import { toPostCard } from '@/components/blog/post-card-data';
import { EditorialPage } from '@/components/content/editorial-page';
import { getAllPosts, getTagCounts } from '@/lib/content/blog-queries';
import { editorialMetadata } from '@/lib/content/page-metadata';
import { absoluteUrl } from '@/lib/env';
import { t } from '@/lib/i18n/messages';
import { getEditorialPage } from '@/lib/content/pages';

const base = editorialMetadata('blog', '/blog/');

export const metadata: Metadata = {
  ...base,
  alternates: { ...base.alternates, types: { 'application/rss+xml': absoluteUrl('/blog/rss.xml') } },
};

export default function BlogIndexPage() {
  const posts = getAllPosts();
  return (
    <EditorialPage page={getEditorialPage('blog')} trail={[{ name: t('content.blog.crumb'), path: '/blog/' }]}>
      <BlogIndex
        posts={posts.map(toPostCard)}
        tags={getTagCounts(posts).map(({ tag, count }) => ({ id: tag, label: t(`content.tags.${tag}`), count }))}
        labels={{
          filter: t('content.blog.filterLabel'),
          all: t('content.blog.allTopics'),
          showingAll: t('content.blog.showingAll'),
          showingTag: t('content.blog.showingTag'),
          showingTagOne: t('content.blog.showingTagOne'),
        }}
      />
    </EditorialPage>
  );
}
