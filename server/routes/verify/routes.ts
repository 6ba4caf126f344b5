import { eq } from 'drizzle-orm';
import { formatVerificationCode, normalizeVerificationCode } from '@/lib/certification';
import { certificateDetailsSchema, verifyCertificateRoute } from '@/lib/api/contract/verify';
import { certificateStatus } from '../../certificates/issue';
import { certificates } from '../../db/schema';
import { answer, contractRoute } from '../../http/contract';
import { notFound } from '../../http/errors';
import type { RoutePlugin } from '../types';

/**
 * `GET verify/{code}`: what a certificate states, for anyone holding it (the code is the
 * capability: 75 random bits, and the route is limited per address in server/api.ts).
 */
export const verifyRoutes: RoutePlugin = async (app, { services }) => {
  contractRoute(app, 'verifyCertificate', async (request) => {
    const { code: sent } = verifyCertificateRoute.params.parse(request.params);
    const unknown = () => notFound('No certificate has this code. Check it against the one printed on the certificate.');
    const code = normalizeVerificationCode(sent);
    if (code === undefined) throw unknown();
    const [row] = await services.db.select().from(certificates).where(eq(certificates.code, code));
    if (row === undefined) throw unknown();
    return answer('verifyCertificate', {
      ...certificateDetailsSchema.parse(row.details),
      code: formatVerificationCode(row.code),
      status: certificateStatus(row),
      issuedAt: row.issuedAt.toISOString(),
      sha256: row.sha256,
      supersededAt: row.supersededAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      revokedReason: row.revokedReason,
    });
  });
};
