import { eq } from 'drizzle-orm';
import { adminContract } from '@/lib/api/contract/admin';
import { unknownSlugErrors, type SlugReference } from '../../catalog/known-slugs';
import { professionals } from '../../db/schema';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { auditFor, type Audit } from '../../staff/audit';
import type { Db } from '../../db/database';
import { moveOffers } from '../../workflow';
import type { RoutePlugin } from '../types';
import { adminAnswer, adminRoute, bodyOf, pathParams } from './contract-route';

type ProfessionalRow = typeof professionals.$inferSelect;
type Change = Partial<Pick<ProfessionalRow, 'languages' | 'locations' | 'platforms' | 'capacity' | 'active' | 'rates'>>;

const missing = (sent: Record<string, string>) => notFound(`There is no professional ${sent.id ?? ''}.`);

interface ChangeOptions {
  /** May refuse the change given the row. */
  check?: (before: ProfessionalRow) => void;
  /** What else the change does, in the same transaction; its result is recorded with the audit row. */
  effects?: (tx: Db, before: ProfessionalRow, now: Date) => Promise<Record<string, unknown>>;
}

/** Changes a professional in one transaction with its audit row. */
async function changeProfessional(db: Db, now: Date, id: string, action: string, change: Change, audit: Audit, options: ChangeOptions = {}) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(professionals).where(eq(professionals.id, id)).for('update');
    if (before === undefined) throw notFound(`There is no professional ${id}.`);
    options.check?.(before);
    const [after] = await tx.update(professionals).set(change).where(eq(professionals.id, id)).returning();
    if (after === undefined) throw new Error(`Professional ${id} vanished`);
    const effects = options.effects === undefined ? {} : await options.effects(tx, before, now);
    await audit(tx, { action, resource: 'professionals', recordId: id, before, after: { ...after, ...effects } });
    return after;
  });
}

/**
 * A paused professional's pending offers are withdrawn (their /pro/ links say so), and the
 * projects those offers were for get their next wave from the tick, for others. Projects they
 * already accepted stay theirs: pausing stops new work, it does not take work away.
 */
async function withdrawPendingOffersOf(tx: Db, professional: ProfessionalRow, now: Date): Promise<Record<string, unknown>> {
  const withdrawn = await moveOffers(tx, 'withdrawPausedOffer', { professionalId: professional.id }, { by: 'staff', at: now });
  return { withdrawnOffers: withdrawn.map((o) => o.id) };
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
    const paused = await changeProfessional(db, services.now(), id, 'professional.pause', { active: false }, auditFor(request), {
      check: (before) => {
        if (!before.active) throw new ApiError(409, `${before.name} is already paused.`, { code: 'already_paused' });
      },
      effects: withdrawPendingOffersOf,
    });
    services.assignmentJob.kick();
    return adminAnswer('pauseProfessional', paused);
  });

  adminRoute(app, 'resumeProfessional', async (request) => {
    const { id } = pathParams(adminContract.resumeProfessional.params, request, missing);
    const resumed = await changeProfessional(db, services.now(), id, 'professional.resume', { active: true }, auditFor(request), {
      check: (before) => {
        if (before.active) throw new ApiError(409, `${before.name} is not paused.`, { code: 'already_active' });
      },
    });
    services.assignmentJob.kick();
    return adminAnswer('resumeProfessional', resumed);
  });

  adminRoute(app, 'updateProfessional', async (request) => {
    const { id } = pathParams(adminContract.updateProfessional.params, request, missing);
    const change = bodyOf(adminContract.updateProfessional.body, request, 'Some changes are invalid.');
    const unknown = unknownSlugErrors(services.catalog, slugReferences(change));
    if (Object.keys(unknown).length > 0) throw validationFailed('Some slugs are not in the catalog.', unknown);
    const updated = await changeProfessional(db, services.now(), id, 'professional.update', change, auditFor(request));
    services.assignmentJob.kick();
    return adminAnswer('updateProfessional', updated);
  });
};
