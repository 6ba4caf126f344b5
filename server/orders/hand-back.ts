import type { OfferRecord } from '../assignment/offer-view';
import { projectBrief } from '../assignment/projects';
import type { AppContext } from '../context';
import { enqueueMessages } from '../outbox/enqueue';
import { staffLinks } from '../outbox/links';
import { staffAssignmentNotice } from '../outbox/templates';
import { lockJob } from './job';
import { moveOffers, moveOrder, moveProject } from '../workflow';

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
    const { id: offerId, professionalId } = record.offer;
    await moveOrder(tx, order.id, 'handBackOrder', { by: 'professional', at: now, detail: { reason } });
    await moveOffers(tx, 'handBackOffer', { offerId }, { by: 'professional', at: now });
    const reopened = await moveProject(tx, project.id, 'handBackProject', {
      by: 'professional',
      at: now,
      event: { offerId, professionalId, detail: { reason } },
    });
    // The job's order is assigned, so its project is too: anything else is a broken record, not a refusal.
    if (reopened === undefined) throw new Error(`Project ${project.reference} is ${project.status} while its order is assigned`);
    await enqueueMessages(
      tx,
      [
        staffAssignmentNotice(
          services.env.STAFF_EMAIL,
          projectBrief(project, services.assignment.names, record.offer.payCents),
          `handed back by ${record.professional.name} ("${reason}"); it is offered to others again`,
          staffLinks.project(services.env.SITE_URL, project.id),
          { projectId: project.id, orderId: order.id, offerId: record.offer.id },
        ),
      ],
      now,
    );
  });
}
