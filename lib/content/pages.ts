import 'server-only';
import { join } from 'node:path';
import { z } from 'zod';
import { memoByDir, readMarkdownDir, renderBody } from './collection';
import { ContentError } from '@/lib/errors/content-error';
import { validate } from './front-matter';
import type { RenderedMarkdown } from './markdown';
import { isoDate } from './schema-parts';

const pageSchema = z.strictObject({
  title: z.string().min(3).max(70),
  description: z.string().min(70).max(170),
  h1: z.string().min(3),
  eyebrow: z.string().optional(),
  lead: z.string().optional(),
  /** The date the page last changed in substance: its sitemap lastmod. */
  updated: isoDate,
});

export type EditorialPage = z.infer<typeof pageSchema> & { slug: string; file: string; content: RenderedMarkdown };

const defaultPagesDir = join(process.cwd(), 'content/pages');

/** Every editorial page in content/pages/, validated and rendered once per process. */
export const loadEditorialPages = memoByDir((dir: string): ReadonlyMap<string, EditorialPage> => {
  const pages = readMarkdownDir(dir).map((entry): EditorialPage => {
    const meta = validate(pageSchema, entry.data, entry.file);
    return { ...meta, slug: entry.slug, file: entry.file, content: renderBody(entry.body, entry.file) };
  });
  return new Map(pages.map((page) => [page.slug, page]));
});

/** An editorial page from content/pages/<slug>.md. */
export function getEditorialPage(slug: string, dir = defaultPagesDir): EditorialPage {
  const page = loadEditorialPages(dir).get(slug);
  if (!page) throw new ContentError(join(dir, `${slug}.md`), ['file not found']);
  return page;
}
