import { declineBodySchema, offerParamsSchema as paramsSchema } from '@/lib/api/contract/offers';
import { acceptOffer, declineOffer, getOffer } from '../../assignment/respond';
import { bearerToken, secretsMatch } from '../../http/admin-auth';
import { answer, contractRoute } from '../../http/contract';
import { ApiError, validationFailed } from '../../http/errors';
import type { FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../types';

/**
 * The offer token authorises the call. It is sent as `Authorization: Bearer <token>` and
 * named in the path; when both are present they must be the same token.
 */
function offerToken(request: FastifyRequest): string {
  const { token } = paramsSchema.parse(request.params);
  const bearer = bearerToken(request);
  if (bearer !== undefined && !secretsMatch(bearer, token)) {
    throw new ApiError(401, 'The bearer token does not match the offer in the link.');
  }
  return token;
}

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
