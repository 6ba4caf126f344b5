import { declineBodySchema } from '@/lib/api/contract/offers';
import { acceptOffer, declineOffer, getOffer } from '../../assignment/respond';
import { answer, contractRoute } from '../../http/contract';
import { validationFailed } from '../../http/errors';
import type { RoutePlugin } from '../types';
import { offerToken } from './token';

export const offerRoutes: RoutePlugin = async (app, { services }) => {
  const deps = services.assignment;

  contractRoute(app, 'getOffer', async (request) => answer('getOffer', await getOffer(deps, offerToken(request))));

  contractRoute(app, 'acceptOffer', async (request) => {
    const view = await acceptOffer(deps, offerToken(request));
    services.outboxJob?.kick();
    return answer('acceptOffer', view);
  });

  contractRoute(app, 'declineOffer', async (request) => {
    const token = offerToken(request);
    const body = declineBodySchema.safeParse(request.body ?? undefined);
    if (!body.success) throw validationFailed('The reason is too long.', { reason: 'Keep the reason under 500 characters.' });
    const view = await declineOffer(deps, token, body.data?.reason || undefined);
    services.assignmentJob.kick();
    services.outboxJob?.kick();
    return answer('declineOffer', view);
  });
};
