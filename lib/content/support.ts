import { z } from 'zod';
import { assertUnique, readMarkdownDir, renderBody } from './collection';
import { ContentError } from '@/lib/errors/content-error';
import { validate } from './front-matter';
import type { RenderedMarkdown } from './markdown';
import { isoDate, kebabSlug, supportCategories } from './schema-parts';

const articleSchema = z.strictObject({
  title: z.string().min(10).max(90),
  summary: z.string().min(80).max(160),
  category: z.enum(supportCategories),
  order: z.int().min(1),
  related: z.array(kebabSlug).min(1).max(4),
  /** The date the answer last changed in substance: its sitemap lastmod. */
  updated: isoDate,
});

export interface SupportArticle extends z.infer<typeof articleSchema> {
  slug: string;
  path: string;
  file: string;
  content: RenderedMarkdown;
}

const bodyWords = { min: 200, max: 600 };

function checkBody(content: RenderedMarkdown, file: string): void {
  const { wordCount } = content;
  if (wordCount < bodyWords.min || wordCount > bodyWords.max) {
    throw new ContentError(file, [`body: must be ${bodyWords.min}–${bodyWords.max} words (has ${wordCount})`]);
  }
  if (content.headings.filter((h) => h.depth === 2).length < 2) {
    throw new ContentError(file, ['body: needs at least two "##" sections']);
  }
}

/**
 * Support articles from content/support/<slug>.md, by category then order. Related slugs must
 * name other existing articles; titles, summaries and (category, order) pairs are unique.
 */
export function loadSupportArticles(dir: string): SupportArticle[] {
  const articles = readMarkdownDir(dir).map((entry): SupportArticle => {
    const meta = validate(articleSchema, entry.data, entry.file);
    const content = renderBody(entry.body, entry.file);
    checkBody(content, entry.file);
    return { ...meta, slug: entry.slug, path: `/support/${entry.slug}/`, file: entry.file, content };
  });
  const slugs = new Set(articles.map((a) => a.slug));
  for (const article of articles) {
    article.related.forEach((slug, index) => {
      if (slug === article.slug) throw new ContentError(article.file, [`related[${index}]: an article cannot be related to itself`]);
      if (!slugs.has(slug)) throw new ContentError(article.file, [`related[${index}]: no support article "${slug}" (content/support/${slug}.md)`]);
    });
    assertUnique(article.related.map((slug, index) => ({ file: article.file, field: `related[${index}]`, value: slug })), 'related article');
  }
  assertUnique(articles.map((a) => ({ file: a.file, field: 'title', value: a.title })), 'title');
  assertUnique(articles.map((a) => ({ file: a.file, field: 'summary', value: a.summary })), 'summary');
  assertUnique(articles.map((a) => ({ file: a.file, field: 'order', value: `${a.category} #${a.order}` })), 'order within the category');
  const rank = (category: SupportArticle['category']) => supportCategories.indexOf(category);
  return articles.sort((a, b) => rank(a.category) - rank(b.category) || a.order - b.order);
}
