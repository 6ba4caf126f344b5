import { z } from 'zod';
import { SERVICE_IDS } from '@/lib/catalog/service-ids';
import { BOOKING_SETTINGS } from '@/lib/validation/forms/options';
import { CERTIFICATIONS } from '@/lib/validation/forms/professional-options';

/*
 * The credentials the site promises, as data (content/promises.yaml, entry `credentials`): a
 * booking of `service` in `setting` is offered only to professionals whose profile lists
 * `credential`. Assignment reads the same entries (server/bookings/project-from-booking.ts stores
 * them on the project, server/assignment/ranking.ts refuses anyone without them), and the words
 * pages quote are composed from them here, so a page cannot promise a credential that assignment
 * does not require (scripts/content-check/promises.ts refuses any other credential promise).
 */

const credentialRequirementSchema = z.strictObject({
  service: z.enum(SERVICE_IDS),
  setting: z.enum(BOOKING_SETTINGS),
  /** How the promise names the setting: "legal settings". */
  settingName: z.string().min(3),
  credential: z.enum(CERTIFICATIONS),
  /** How the promise, staff and the client name the credential: "court interpreter certification (state or federal)". */
  credentialName: z.string().min(3),
});
export type CredentialRequirement = z.output<typeof credentialRequirementSchema>;

export const credentialRequirementsSchema = z
  .array(credentialRequirementSchema)
  .min(1)
  .refine((list) => new Set(list.map((r) => `${r.service} ${r.setting} ${r.credential}`)).size === list.length, {
    message: 'Each service, setting and credential is listed once.',
  });

/**
 * The one sentence pages quote: "On-site bookings in legal settings go only to interpreters who
 * hold …; in medical settings, only to interpreters who hold …." Every requirement listed is an
 * on-site interpreting one today; another service would need its own wording here first.
 */
export function credentialPromise(requirements: readonly CredentialRequirement[]): string {
  const foreign = requirements.find((r) => r.service !== 'on-site-interpretation');
  if (foreign !== undefined) throw new Error(`No wording for a credential required by ${foreign.service}; add it to credentialPromise first.`);
  const clauses = requirements.map((r, i) =>
    i === 0
      ? `On-site bookings in ${r.settingName} go only to interpreters who hold ${r.credentialName}`
      : `in ${r.settingName}, only to interpreters who hold ${r.credentialName}`,
  );
  return `${clauses.join('; ')}.`;
}

/** The credentials a job requires: those listed for its service and setting (a job without a setting requires none). */
export function requiredCredentials(requirements: readonly CredentialRequirement[], job: { service: string; setting: string | null }): string[] {
  return requirements.filter((r) => r.service === job.service && r.setting === job.setting).map((r) => r.credential);
}

/** The name the promise gives a credential; a credential no promise requires keeps its slug. */
export function credentialName(requirements: readonly CredentialRequirement[], credential: string): string {
  return requirements.find((r) => r.credential === credential)?.credentialName ?? credential;
}
