import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SupportArticle } from '@/components/support/support-article';
import { getRelatedArticles, getSupportArticle, getSupportArticles } from '@/lib/content/support-queries';
import { pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getSupportArticles().map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getSupportArticle((await params).slug);
  if (!article) return {};
  return pageMetadata({ title: article.title, description: article.summary, path: article.path, type: 'article' });
}

export default async function SupportArticlePage({ params }: Props) {
  const article = getSupportArticle((await params).slug);
  if (!article) notFound();
  return <SupportArticle article={article} related={getRelatedArticles(article)} />;
}
