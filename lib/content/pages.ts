import { join } from 'node:path';
import { z } from 'zod';
import { readSource, validate } from './front-matter';
import { renderMarkdown, type RenderedMarkdown } from './markdown';

const pageSchema = z.strictObject({
  title: z.string().min(3).max(70),
  description: z.string().min(70).max(170),
  h1: z.string().min(3),
  eyebrow: z.string().optional(),
  lead: z.string().optional(),
});

export type EditorialPage = z.infer<typeof pageSchema> & { slug: string; content: RenderedMarkdown };

const cache = new Map<string, EditorialPage>();

/** An editorial page from content/pages/<slug>.md, validated and rendered once per process. */
export function getEditorialPage(slug: string, dir = join(process.cwd(), 'content/pages')): EditorialPage {
  const key = join(dir, slug);
  const cached = cache.get(key);
  if (cached) return cached;
  const source = readSource(join(dir, `${slug}.md`));
  const meta = validate(pageSchema, source.data, source.file);
  const page = { ...meta, slug, content: renderMarkdown(source.body) };
  cache.set(key, page);
  return page;
}
