import { eq } from 'drizzle-orm';
import type { AdminRequestBody, AdminResponseData } from '@/lib/api/contract/admin';
import type { Db } from '../db/database';
import { professionals } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { Audit } from '../staff/audit';
import { lockProject, moveProject, orderOfProject, projectMoves, requireProjectMove } from '../workflow';
import { assessMember } from './candidates';
import type { AssignmentDeps } from './deps';
import { loadPool } from './pool';
import { projectNeeds, type ProjectRow } from './projects';
import { issueOffers } from './waves';

type HandOffer = AdminRequestBody<'offerProjectByHand'>;
type HandOfferSent = AdminResponseData<'offerProjectByHand'>;

/** 409 when the professional isn't of the project's kind, 404 when there is no such professional. */
async function notInPool(tx: Db, project: ProjectRow, professionalId: string): Promise<ApiError> {
  const [other] = await tx.select().from(professionals).where(eq(professionals.id, professionalId));
  if (other === undefined) return notFound(`There is no professional ${professionalId}.`);
  return new ApiError(409, `${other.name} is a ${other.userType}; project ${project.reference} needs a ${project.userType}.`, { code: 'not_offerable' });
}

/**
 * Staff offer a project by hand to one professional, in one transaction holding the project's row:
 * the rules are those the waves follow (ranking.ts), each checked again here. An offer outside them
 * needs staff's reason (a language, an area, a capacity that the profile doesn't show); some are
 * never waived (a paused professional, a credential the client was promised, an offer already had
 * in this attempt, a job given back). The offer is sent as a wave's is (email, event), the project
 * moves to offering, and the audit row records whom, at what pay, and the rules waived with why.
 */
export async function offerByHand(deps: AssignmentDeps, projectId: string, body: HandOffer, audit: Audit): Promise<HandOfferSent> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const project = await lockProject(tx, projectId);
    if (project === undefined) throw notFound(`There is no project ${projectId}.`);
    await requireProjectMove(tx, project, 'offerByHand', now);
    const order = await orderOfProject(tx, projectId);
    if (order !== undefined && order.state !== 'offering') {
      throw new ApiError(409, `Order ${order.reference} is ${order.state}: only an order still being offered can be offered by hand.`, {
        code: 'invalid_transition',
      });
    }
    const member = (await loadPool(tx, project)).find((m) => m.id === body.professionalId);
    if (member === undefined) throw await notInPool(tx, project, body.professionalId);
    const { checks, offerable, payCents } = assessMember(projectNeeds(project), project, member, deps.names);
    const broken = checks.filter((c) => !c.ok);
    if (offerable === 'no') {
      const never = broken.filter((c) => !c.waivable).map((c) => c.says);
      throw new ApiError(409, `${member.name} can't be offered ${project.reference}: ${never.join('; ')}.`, { code: 'not_offerable' });
    }
    if (offerable === 'outside-the-rules' && body.reason === undefined) {
      throw new ApiError(
        409,
        `${member.name} ${broken.map((c) => c.says).join('; ')}. Offering ${project.reference} to them is outside the rules: say why, and it is recorded.`,
        { code: 'outside_rules' },
      );
    }
    const outsideRules = offerable === 'outside-the-rules' && body.reason !== undefined ? { broken: broken.map((c) => c.says), reason: body.reason } : null;
    const [issued] = await issueOffers(
      tx,
      project,
      deps,
      [{ professionalId: member.id, payCents, detail: { byHand: true, outsideRules } }],
      project.waves,
      'offerByHand',
    );
    if (issued === undefined) throw new Error(`The offer of ${project.reference} to ${member.name} was not stored`);
    const moved = await moveProject(tx, projectId, 'offerByHand', {
      by: 'staff',
      at: now,
      event: { offerId: issued.offerId, professionalId: member.id, detail: { outsideRules, reason: body.reason ?? null } },
    });
    if (moved === undefined) throw new Error(`Project ${projectId} vanished during offerByHand`);
    const sent: HandOfferSent = {
      projectId,
      offerId: issued.offerId,
      professionalId: member.id,
      professionalName: member.name,
      payCents,
      expiresAt: issued.expiresAt,
      outsideRules,
    };
    await audit(tx, {
      action: projectMoves.offerByHand.audit,
      resource: 'projects',
      recordId: projectId,
      before: project,
      after: { ...moved, offer: { ...sent, expiresAt: issued.expiresAt.toISOString() } },
    });
    return sent;
  });
}
