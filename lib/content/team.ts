import { z } from 'zod';
import { assertUnique, readMarkdownDir, renderBody } from './collection';
import { ContentError } from '@/lib/errors/content-error';
import { validate } from './front-matter';
import type { RenderedMarkdown } from './markdown';
import { countWordsInText } from './markdown';

const teamSchema = z.strictObject({
  name: z.string().min(3),
  role: z.string().min(3),
  languages: z.array(z.string().min(2)).min(1),
  order: z.int().min(1),
});

export interface TeamMember extends z.infer<typeof teamSchema> {
  slug: string;
  bio: RenderedMarkdown;
  file: string;
}

const bioWords = { min: 60, max: 120 };

/** Team members from content/team/<slug>.md, in display order. */
export function loadTeam(dir: string): TeamMember[] {
  const members = readMarkdownDir(dir).map((entry) => {
    const meta = validate(teamSchema, entry.data, entry.file);
    const words = countWordsInText(entry.body);
    if (words < bioWords.min || words > bioWords.max) {
      throw new ContentError(entry.file, [`body: the bio must be ${bioWords.min}–${bioWords.max} words (has ${words})`]);
    }
    return { ...meta, slug: entry.slug, bio: renderBody(entry.body, entry.file), file: entry.file };
  });
  assertUnique(
    members.map((m) => ({ file: m.file, field: 'order', value: String(m.order) })),
    'order',
  );
  return members.sort((a, b) => a.order - b.order);
}
