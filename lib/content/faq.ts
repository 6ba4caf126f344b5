import { z } from 'zod';
import { renderBody } from './collection';
import type { RenderedMarkdown } from './markdown';
import { faqCategories, kebabSlug, wordsBetween } from './schema-parts';
import { loadYamlList } from './yaml-list';

const faqSchema = z.array(
  z.strictObject({
    id: kebabSlug,
    category: z.enum(faqCategories),
    question: z.string().min(10).max(140).endsWith('?', 'must end with a question mark'),
    answer: wordsBetween(40, 150),
  }),
);

type FaqSource = z.infer<typeof faqSchema>[number];

export interface FaqEntry extends Omit<FaqSource, 'answer'> {
  answer: RenderedMarkdown;
  /** The anchor on /faq/. */
  path: string;
  file: string;
  /** Position in the file, for error messages. */
  index: number;
}

/** FAQ entries from content/faq.yaml, grouped by category in the order of the category list. */
export function loadFaq(file: string): FaqEntry[] {
  const entries = loadYamlList(file, faqSchema).map((entry, index) => ({
    ...entry,
    answer: renderBody(entry.answer, file, `[${index}].answer`),
    path: `/faq/#${entry.id}`,
    file,
    index,
  }));
  const rank = (category: FaqEntry['category']) => faqCategories.indexOf(category);
  // A stable sort keeps the file's order inside each category.
  return entries.sort((a, b) => rank(a.category) - rank(b.category));
}
