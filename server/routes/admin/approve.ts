import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { approvalBodySchema } from '@/lib/api/contract/admin';
import { professionalRatesSchema } from '@/lib/api/contract/admin-records';
import { languagesOfPairs } from '@/lib/validation/forms/application';
import type { Db } from '../../db/database';
import { applications, professionals, userTypes } from '../../db/schema';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { enqueueMessages } from '../../outbox/enqueue';
import { siteLink } from '../../outbox/links';
import { applicationApproved, applicationRejected } from '../../outbox/professional-templates';
import type { Audit } from '../../staff/audit';

type Approval = z.output<typeof approvalBodySchema>;

const slugs = z.array(z.string()).catch([]);
const optionalText = z.string().trim().min(1).optional().catch(undefined);

/** The stored application (the shared application schema's output), read leniently. */
const storedApplication = z.object({
  name: optionalText,
  email: optionalText,
  telephone: optionalText,
  professionalType: z.enum(userTypes).optional().catch(undefined),
  languagePairs: z.array(z.object({ source: z.string(), target: z.string() })).catch([]),
  specialisations: slugs,
  certifications: slugs,
  locationsServed: slugs,
  remotePlatforms: slugs,
  rates: professionalRatesSchema.catch({}),
});

function fromApplication(body: unknown): Approval {
  const a = storedApplication.parse(typeof body === 'object' && body !== null ? body : {});
  return {
    userType: a.professionalType,
    name: a.name,
    email: a.email,
    phone: a.telephone,
    languages: languagesOfPairs(a.languagePairs),
    locations: a.locationsServed,
    platforms: a.remotePlatforms,
    certifications: a.certifications,
    specializations: a.specialisations,
    rates: a.rates,
  };
}

type ApplicationRow = typeof applications.$inferSelect;

/** 409 when staff already decided: an application is approved or rejected once. */
function refuseDecided(application: ApplicationRow): void {
  if (application.status === 'pending') return;
  throw new ApiError(409, `Application ${application.reference} was already ${application.status}.`, { code: `already_${application.status}` });
}

/**
 * Turns a pending application down, in one transaction with the email that tells the applicant
 * why (the site promises an answer either way) and the audit row. A quarantined one is refused:
 * release it first, or delete it, rather than write to whoever sent spam.
 */
export async function rejectApplication(db: Db, id: string, reason: string, now: Date, audit: Audit, siteUrl: string): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const [application] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
    if (application === undefined) throw notFound(`There is no application ${id}.`);
    refuseDecided(application);
    if (application.quarantineReason !== null) {
      throw new ApiError(409, `Application ${application.reference} is in quarantine: release it or delete it.`, { code: 'quarantined' });
    }
    const [rejected] = await tx
      .update(applications)
      .set({ status: 'rejected', decidedAt: now, decisionReason: reason })
      .where(eq(applications.id, id))
      .returning();
    if (rejected === undefined) throw new Error(`Application ${id} vanished`);
    const { name } = storedApplication.parse(typeof application.body === 'object' && application.body !== null ? application.body : {});
    await enqueueMessages(
      tx,
      [
        applicationRejected({ name, email: application.email }, application.reference, reason, siteLink(siteUrl, '/translators/'), {
          applicationId: application.id,
        }),
      ],
      now,
    );
    await audit(tx, { action: 'application.reject', resource: 'applications', recordId: id, before: application, after: rejected });
    return rejected;
  });
}

/** Turns a pending application into an active professional, in one transaction with its audit row. */
export async function approveApplication(db: Db, id: string, overrides: Approval, now: Date, audit: Audit, siteUrl: string) {
  return db.transaction(async (tx) => {
    const [application] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
    if (application === undefined) throw notFound(`There is no application ${id}.`);
    refuseDecided(application);
    const merged = { ...fromApplication(application.body), ...overrides };
    const { userType, name, email, languages } = merged;
    if (userType === undefined || name === undefined || email === undefined || languages === undefined || languages.length === 0) {
      const missing = Object.entries({ userType, name, email, languages: languages?.length ? languages : undefined })
        .filter(([, value]) => value === undefined)
        .map(([key]) => key);
      throw validationFailed(
        `The application does not say ${missing.join(', ')}; send ${missing.length > 1 ? 'them' : 'it'} in the approval body.`,
        Object.fromEntries(missing.map((key) => [key, 'Required to create the professional.'])),
      );
    }
    const [existing] = await tx.select({ id: professionals.id }).from(professionals).where(eq(professionals.email, email));
    if (existing !== undefined) throw new ApiError(409, `A professional with the email ${email} already exists.`, { code: 'duplicate_professional' });
    const [professional] = await tx
      .insert(professionals)
      .values({
        userType,
        name,
        email,
        phone: merged.phone ?? null,
        languages,
        locations: merged.locations ?? [],
        platforms: merged.platforms ?? [],
        certifications: merged.certifications ?? [],
        specializations: merged.specializations ?? [],
        capacity: merged.capacity ?? 3,
        rates: merged.rates ?? {},
        applicationId: application.id,
        createdAt: now,
      })
      .returning();
    if (professional === undefined) throw new Error('Inserting a professional returned no row');
    const [decided] = await tx
      .update(applications)
      .set({ status: 'approved', professionalId: professional.id, decidedAt: now })
      .where(eq(applications.id, id))
      .returning();
    await audit(tx, { action: 'application.approve', resource: 'applications', recordId: id, before: application, after: { ...decided, professional } });
    await enqueueMessages(
      tx,
      [
        applicationApproved({ name, email }, application.reference, userType, siteLink(siteUrl, `/pro/${userType}/`), {
          applicationId: application.id,
          professionalId: professional.id,
        }),
      ],
      now,
    );
    return professional;
  });
}
