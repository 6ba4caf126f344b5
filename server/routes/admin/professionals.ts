import { eq } from 'drizzle-orm';
import { adminContract } from '@/lib/api/contract/admin';
import { unknownSlugErrors, type SlugReference } from '../../catalog/known-slugs';
import { professionals } from '../../db/schema';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { auditFor, type Audit } from '../../staff/audit';
import type { Db } from '../../db/database';
import type { RoutePlugin } from '../types';
import { adminAnswer, adminRoute, bodyOf, pathParams } from './contract-route';

type ProfessionalRow = typeof professionals.$inferSelect;
type Change = Partial<Pick<ProfessionalRow, 'languages' | 'locations' | 'platforms' | 'capacity' | 'active'>>;

const missing = (sent: Record<string, string>) => notFound(`There is no professional ${sent.id ?? ''}.`);

/** Changes a professional in one transaction with its audit row; `check` may refuse the change given the row. */
async function changeProfessional(db: Db, id: string, action: string, change: Change, audit: Audit, check: (before: ProfessionalRow) => void = () => {}) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(professionals).where(eq(professionals.id, id)).for('update');
    if (before === undefined) throw notFound(`There is no professional ${id}.`);
    check(before);
    const [after] = await tx.update(professionals).set(change).where(eq(professionals.id, id)).returning();
    if (after === undefined) throw new Error(`Professional ${id} vanished`);
    await audit(tx, { action, resource: 'professionals', recordId: id, before, after });
    return after;
  });
}

/** The slugs a change names, for the catalog check. */
export function slugReferences(change: { languages?: string[]; locations?: string[]; platforms?: string[] }): SlugReference[] {
  return [
    ...(change.languages ?? []).map((slug, i) => ({ path: `languages.${i}`, kind: 'language' as const, slug })),
    ...(change.locations ?? []).map((slug, i) => ({ path: `locations.${i}`, kind: 'location' as const, slug })),
    ...(change.platforms ?? []).map((slug, i) => ({ path: `platforms.${i}`, kind: 'platform' as const, slug })),
  ];
}

/** Pause, resume and edit a professional. A paused one (`active: false`) gets no new offers. */
export const professionalRoutes: RoutePlugin = async (app, { services }) => {
  const { db } = services;

  adminRoute(app, 'pauseProfessional', async (request) => {
    const { id } = pathParams(adminContract.pauseProfessional.params, request, missing);
    const paused = await changeProfessional(db, id, 'professional.pause', { active: false }, auditFor(request), (before) => {
      if (!before.active) throw new ApiError(409, `${before.name} is already paused.`, { code: 'already_paused' });
    });
    return adminAnswer('pauseProfessional', paused);
  });

  adminRoute(app, 'resumeProfessional', async (request) => {
    const { id } = pathParams(adminContract.resumeProfessional.params, request, missing);
    const resumed = await changeProfessional(db, id, 'professional.resume', { active: true }, auditFor(request), (before) => {
      if (before.active) throw new ApiError(409, `${before.name} is not paused.`, { code: 'already_active' });
    });
    services.assignmentJob.kick();
    return adminAnswer('resumeProfessional', resumed);
  });

  adminRoute(app, 'updateProfessional', async (request) => {
    const { id } = pathParams(adminContract.updateProfessional.params, request, missing);
    const change = bodyOf(adminContract.updateProfessional.body, request, 'Some changes are invalid.');
    const unknown = unknownSlugErrors(services.catalog, slugReferences(change));
    if (Object.keys(unknown).length > 0) throw validationFailed('Some slugs are not in the catalog.', unknown);
    const updated = await changeProfessional(db, id, 'professional.update', change, auditFor(request));
    services.assignmentJob.kick();
    return adminAnswer('updateProfessional', updated);
  });
};
