import { getAllPosts, getAuthor } from '@/lib/content/blog-queries';
import { getEditorialPage } from '@/lib/content/pages';
import { renderRss } from '@/lib/content/rss';
import { t } from '@/lib/i18n/messages';

export const dynamic = 'force-static';

export function GET() {
  const blog = getEditorialPage('blog');
  const xml = renderRss({
    title: blog.title,
    description: blog.description,
    path: '/blog/',
    feedPath: '/blog/rss.xml',
    items: getAllPosts().map((post) => ({
      title: post.title,
      description: post.description,
      path: post.path,
      published: post.published,
      author: getAuthor(post.author).name,
      categories: post.tags.map((tag) => t(`content.tags.${tag}`)),
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
