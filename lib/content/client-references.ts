import { z } from 'zod';
import { renderBody } from './collection';
import type { RenderedMarkdown } from './markdown';
import { kebabSlug, sectors, serviceId, wordsBetween } from './schema-parts';
import { loadYamlList } from './yaml-list';

const referenceSchema = z.array(
  z.strictObject({
    id: kebabSlug,
    title: z.string().min(10).max(80),
    organization: z.string().min(5).max(90),
    sector: z.enum(sectors),
    services: z.array(serviceId).min(1),
    languages: z.array(z.string().min(2)).min(1),
    work: wordsBetween(60, 150),
    outcome: wordsBetween(30, 80),
  }),
);

type ReferenceSource = z.infer<typeof referenceSchema>[number];

export interface ClientReference extends Omit<ReferenceSource, 'work' | 'outcome'> {
  work: RenderedMarkdown;
  outcome: RenderedMarkdown;
  file: string;
  /** Position in the file, for error messages. */
  index: number;
}

/** Client cases from content/references.yaml, in the file's order (the editors' selection). */
export function loadClientReferences(file: string): ClientReference[] {
  return loadYamlList(file, referenceSchema).map((entry, index) => ({
    ...entry,
    work: renderBody(entry.work, file, `[${index}].work`),
    outcome: renderBody(entry.outcome, file, `[${index}].outcome`),
    file,
    index,
  }));
}
