import { toString } from 'hast-util-to-string';
import { normalizeText, type SearchDoc } from '@/lib/support/search';
import type { SupportArticle } from './support';

/** The support search index, written at build time and fetched by the search box on focus. */
export function buildSupportSearchIndex(articles: readonly SupportArticle[]): SearchDoc[] {
  return articles.map((article) => ({
    path: article.path,
    title: article.title,
    summary: article.summary,
    category: article.category,
    text: normalizeText(`${article.title} ${article.summary} ${toString(article.content.tree)}`),
  }));
}
