import { offerParamsSchema } from '@/lib/api/contract/offers';
import type { FastifyRequest } from 'fastify';
import { bearerToken, secretsMatch } from '../../http/admin-auth';
import { ApiError } from '../../http/errors';

/**
 * The offer token authorises the call. It is sent as `Authorization: Bearer <token>` and
 * named in the path; when both are present they must be the same token.
 */
export function offerToken(request: FastifyRequest): string {
  const { token } = offerParamsSchema.parse(request.params);
  const bearer = bearerToken(request);
  if (bearer !== undefined && !secretsMatch(bearer, token)) {
    throw new ApiError(401, 'The bearer token does not match the offer in the link.');
  }
  return token;
}
