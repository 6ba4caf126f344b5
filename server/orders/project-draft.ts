import { z } from 'zod';
import { userTypes } from '../db/schema';
import type { NewProject } from '../assignment/projects';

/**
 * The project an order becomes once the client confirms it, worked out when the request arrived
 * (as the quote and booking routes did before orders existed) and kept with the order as JSON.
 */
const draftSchema = z.object({
  sourceKind: z.enum(['quote', 'booking']),
  sourceId: z.string(),
  service: z.string(),
  userType: z.enum(userTypes),
  sourceLanguage: z.string(),
  targetLanguage: z.string(),
  volume: z.string(),
  words: z.number().nullable().optional(),
  minutes: z.number().nullable().optional(),
  startsAt: z.iso.datetime().nullable().optional(),
  timeZone: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  platform: z.string().nullable().optional(),
  deadline: z.iso.datetime(),
  certifications: z.array(z.string()).optional(),
  requiredCredentials: z.array(z.string()).optional(),
  specialization: z.string().nullable().optional(),
  payCents: z.number().int(),
  /** Drafts stored before it was kept have none. */
  workCents: z.number().int().nullable().optional(),
  clientContact: z.record(z.string(), z.string()),
});

type StoredDraft = z.input<typeof draftSchema>;

export function storeProjectDraft(project: NewProject): StoredDraft {
  return { ...project, deadline: project.deadline.toISOString(), startsAt: project.startsAt?.toISOString() ?? null };
}

export function projectFromDraft(stored: unknown): NewProject {
  const draft = draftSchema.parse(stored);
  return { ...draft, deadline: new Date(draft.deadline), startsAt: draft.startsAt === undefined || draft.startsAt === null ? null : new Date(draft.startsAt) };
}
