import { z } from 'zod';
import { assertUnique, readMarkdownDir, renderBody } from './collection';
import { ContentError } from '@/lib/errors/content-error';
import { validate } from './front-matter';
import type { RenderedMarkdown } from './markdown';
import { blogTag, isoDate } from './schema-parts';

const postSchema = z
  .strictObject({
    title: z.string().min(10).max(70),
    description: z.string().min(120).max(160),
    published: isoDate,
    updated: isoDate.optional(),
    author: z.string().min(1),
    tags: z.array(blogTag).min(1).max(4),
  })
  .refine((post) => post.updated === undefined || post.updated >= post.published, {
    path: ['updated'],
    message: 'must be on or after the published date',
  });

export interface BlogPost extends z.infer<typeof postSchema> {
  slug: string;
  path: string;
  file: string;
  content: RenderedMarkdown;
  readingMinutes: number;
}

const minPostWords = 600;
const wordsPerMinute = 230;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/**
 * Blog posts from content/blog/<slug>.md, newest first. `authors` is the set of team member
 * slugs: a post by anyone else fails, as do duplicate titles or descriptions.
 */
export function loadPosts(dir: string, authors: ReadonlySet<string>): BlogPost[] {
  const posts = readMarkdownDir(dir).map((entry): BlogPost => {
    const meta = validate(postSchema, entry.data, entry.file);
    if (!authors.has(meta.author)) {
      throw new ContentError(entry.file, [`author: "${meta.author}" is not a team member (no content/team/${meta.author}.md)`]);
    }
    const content = renderBody(entry.body, entry.file);
    if (content.wordCount < minPostWords) {
      throw new ContentError(entry.file, [`body: a post needs at least ${minPostWords} words (has ${content.wordCount})`]);
    }
    return { ...meta, slug: entry.slug, path: `/blog/${entry.slug}/`, file: entry.file, content, readingMinutes: readingMinutes(content.wordCount) };
  });
  assertUnique(posts.map((p) => ({ file: p.file, field: 'title', value: p.title })), 'title');
  assertUnique(posts.map((p) => ({ file: p.file, field: 'description', value: p.description })), 'description');
  // Newest first; the slug breaks ties so the order never depends on the file system.
  return posts.sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
}
