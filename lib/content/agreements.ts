import { z } from 'zod';
import { assertUnique, readMarkdownDir, renderBody } from './collection';
import { validate } from './front-matter';
import type { RenderedMarkdown } from './markdown';
import { isoDate } from './schema-parts';

const agreementSchema = z.strictObject({
  title: z.string().min(5).max(70),
  description: z.string().min(120).max(160),
  version: z.string().regex(/^\d+\.\d+$/, 'must look like "3.2"'),
  effective: isoDate,
});

export interface Agreement extends z.infer<typeof agreementSchema> {
  slug: string;
  path: string;
  file: string;
  content: RenderedMarkdown;
}

// Client-facing terms first, then the professionals' agreements; anything new goes last.
const displayOrder = [
  'terms-of-service',
  'privacy-policy',
  'cookie-policy',
  'refund-and-acceptance-guarantee',
  'translator-agreement',
  'interpreter-agreement',
];

function rank(slug: string): number {
  const index = displayOrder.indexOf(slug);
  return index === -1 ? displayOrder.length : index;
}

/** Agreements and policies from content/agreements/<slug>.md, in display order. */
export function loadAgreements(dir: string): Agreement[] {
  const agreements = readMarkdownDir(dir).map((entry): Agreement => {
    const meta = validate(agreementSchema, entry.data, entry.file);
    return { ...meta, slug: entry.slug, path: `/agreement/${entry.slug}/`, file: entry.file, content: renderBody(entry.body, entry.file) };
  });
  assertUnique(agreements.map((a) => ({ file: a.file, field: 'title', value: a.title })), 'title');
  assertUnique(agreements.map((a) => ({ file: a.file, field: 'description', value: a.description })), 'description');
  return agreements.sort((a, b) => rank(a.slug) - rank(b.slug) || a.slug.localeCompare(b.slug));
}
