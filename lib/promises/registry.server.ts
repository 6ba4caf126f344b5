import { z } from 'zod';
import { readYaml, validate } from '@/lib/content/front-matter';
import { credentialRequirementsSchema } from './credentials';

/**
 * content/promises.yaml: every promise the site makes to clients, with the setting and the code
 * that keep it and the test that proves it, and the words pages may print for it. `check:content`
 * refuses promise wording on a built page that is not one of these (scripts/content-check/page-promises.ts).
 * Node-only and without `server-only`: the build's pages and checks read it, and so does the API
 * (its credentials entry drives assignment, ./credentials.server.ts).
 */
const promiseSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  promise: z.string().min(20),
  settings: z.strictObject({ file: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) }).optional(),
  enforcedBy: z.array(z.string()),
  provedBy: z.array(z.string()),
  /** The credentials entry's: what assignment requires, per service and setting. */
  requirements: credentialRequirementsSchema.optional(),
  status: z.enum(['kept', 'gap', 'owned-elsewhere']),
  gap: z.string().optional(),
  /** Phrases a page may print for this promise, matched without regard to case. */
  wording: z.array(z.string().min(8)).default([]),
});
export type SitePromise = z.output<typeof promiseSchema>;

const registrySchema = z.array(promiseSchema).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  entries.forEach((entry, i) => {
    if (seen.has(entry.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `a second promise "${entry.id}"` });
    seen.add(entry.id);
    if ((entry.status === 'gap') !== (entry.gap !== undefined)) {
      ctx.addIssue({ code: 'custom', path: [i, 'gap'], message: 'a gap says what is missing, and only a gap' });
    }
  });
});

const defaultFile = 'content/promises.yaml';

/** The registry, validated: a bad entry fails, naming the file and the field. */
export function loadPromises(file = defaultFile): SitePromise[] {
  return validate(registrySchema, readYaml(file), file);
}
