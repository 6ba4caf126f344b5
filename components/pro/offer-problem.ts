import { isApiError, normalizeApiError, type ApiError } from '@/lib/api/errors';
import type { Translator } from '@/lib/i18n/translate';

export const asApiError = (error: unknown): ApiError => (isApiError(error) ? error : normalizeApiError(error));

/** Why a step of the job did not go through, in place: no connection, or the server's own message. */
export function problemText(problem: ApiError, t: Translator): string {
  return problem.status === 0 ? t('problem.network') : t('problem.failed', { message: problem.message });
}
