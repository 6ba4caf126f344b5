import { apiClient } from './client';
import { dataEnvelope } from './contract/envelope';
import { certificateVerificationSchema, type CertificateVerification } from './contract/verify';
import type { ApiError } from './errors';

const answerSchema = dataEnvelope(certificateVerificationSchema);

/** `GET verify/{code}`: what the certificate with this code states; rejects with the ApiError (404 for an unknown code, 429 when limited). */
export async function verifyCertificate(code: string, signal?: AbortSignal): Promise<CertificateVerification> {
  const parsed = answerSchema.safeParse(await apiClient.get<unknown>(`verify/${encodeURIComponent(code)}`, { signal }));
  if (parsed.success) return parsed.data.data;
  const error: ApiError = { status: 502, code: 'invalid_response', message: 'The server sent an answer we could not read. Please reload the page.' };
  throw error;
}
