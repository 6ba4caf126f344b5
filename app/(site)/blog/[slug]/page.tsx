import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPost } from '@/components/blog/blog-post';
import { JsonLd } from '@/components/seo/json-ld';
import { adjacentPosts, getAllPosts, getAuthor, getPostBySlug, needsTableOfContents, relatedPosts } from '@/lib/content/blog-queries';
import { blogPostingJsonLd } from '@/lib/content/structured-data';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPostBySlug((await params).slug);
  if (!post) return {};
  return pageMetadata({ title: post.title, description: post.description, path: post.path, type: 'article' });
}

export default async function BlogPostPage({ params }: Props) {
  const post = getPostBySlug((await params).slug);
  if (!post) notFound();
  const posts = getAllPosts();
  const author = getAuthor(post.author);
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post, author)} />
      <BlogPost post={post} author={author} related={relatedPosts(post, posts)} {...adjacentPosts(post, posts)} tableOfContents={needsTableOfContents(post)} />
    </>
  );
}
