import type { SupportCategory } from './schema-parts';
import { supportCategories } from './schema-parts';
import { getSiteContent } from './site-content';
import type { SupportArticle } from './support';

export function getSupportArticles(): readonly SupportArticle[] {
  return getSiteContent().support;
}

export function getSupportArticle(slug: string): SupportArticle | undefined {
  return getSupportArticles().find((a) => a.slug === slug);
}

/** Categories in display order, each with its articles in order; empty categories are left out. */
export function getSupportCategories(): { category: SupportCategory; articles: SupportArticle[] }[] {
  const articles = getSupportArticles();
  return supportCategories
    .map((category) => ({ category, articles: articles.filter((a) => a.category === category) }))
    .filter((group) => group.articles.length > 0);
}

/** The articles named in `related`, in that order. */
export function getRelatedArticles(article: SupportArticle): SupportArticle[] {
  return article.related.flatMap((slug) => getSupportArticle(slug) ?? []);
}
