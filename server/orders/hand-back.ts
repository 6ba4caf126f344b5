import { eq } from 'drizzle-orm';
import type { OfferRecord } from '../assignment/offer-view';
import { recordEvents } from '../assignment/events';
import { projectBrief } from '../assignment/projects';
import type { AppContext } from '../context';
import { offers, projects } from '../db/schema';
import { ApiError } from '../http/errors';
import { enqueueMessages } from '../outbox/enqueue';
import { staffAssignmentNotice } from '../outbox/templates';
import { lockJob } from './job';
import { moveOrder } from './state-machine';

/**
 * The professional gives an assigned job back, in one transaction: the order moves assigned →
 * offering, the offer is marked `handed_back` (the wave selection never offers them this project
 * again), the project loses its professional and starts a new attempt, so the tick sends it a
 * fresh wave (those superseded when this offer won are eligible again). Staff are told. Once a
 * delivery was made (delivered or returned) it is refused: the work is under review or revision.
 */
export async function handBack(services: AppContext, record: OfferRecord, reason: string): Promise<void> {
  const now = services.now();
  await services.database.write(async (tx) => {
    const { order, project } = await lockJob(tx, record);
    if (order.state !== 'assigned') {
      throw new ApiError(409, `Order ${order.reference} was delivered and returned for revision; write to us rather than handing it back.`, { code: 'invalid_transition' });
    }
    await moveOrder(tx, order.id, { from: ['assigned'], to: 'offering', at: now, actor: 'professional', detail: { reason } });
    await tx.update(offers).set({ status: 'handed_back' }).where(eq(offers.id, record.offer.id));
    await tx
      .update(projects)
      .set({ status: 'offering', professionalId: null, waves: 0, attempt: project.attempt + 1, updatedAt: now })
      .where(eq(projects.id, project.id));
    await recordEvents(tx, [{ projectId: project.id, kind: 'project-handed-back', offerId: record.offer.id, professionalId: record.offer.professionalId, detail: { reason } }], now);
    await enqueueMessages(
      tx,
      [
        staffAssignmentNotice(
          services.env.STAFF_EMAIL,
          projectBrief(project, services.assignment.names),
          `handed back by ${record.professional.name} ("${reason}"); it is offered to others again`,
          { projectId: project.id, orderId: order.id, offerId: record.offer.id },
        ),
      ],
      now,
    );
  });
}
