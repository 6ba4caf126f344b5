import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** Equal-time comparison of two secrets of any length (digests have the same length). */
export function secretsMatch(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** 401 without a bearer token, 403 with a wrong one (or when no ADMIN_TOKEN is configured). */
export function requireAdmin(adminToken: string | undefined) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (token === undefined) {
      throw new ApiError(401, 'Staff endpoints need an "Authorization: Bearer <token>" header.', {
        headers: { 'www-authenticate': 'Bearer realm="admin"' },
      });
    }
    if (adminToken === undefined) {
      throw new ApiError(403, 'Staff endpoints are disabled on this server: ADMIN_TOKEN is not configured.');
    }
    if (!secretsMatch(token, adminToken)) throw new ApiError(403, 'This token does not give access to staff endpoints.');
  };
}
