export interface NormalizedError {
  status: number;
  message: string;
}

const defaultMessage = 'Something went wrong on our side.';

function statusOf(value: unknown): number | undefined {
  if (typeof value === 'object' && value !== null) {
    for (const key of ['status', 'statusCode'] as const) {
      const candidate: unknown = Reflect.get(value, key);
      if (typeof candidate === 'number' && Number.isInteger(candidate) && candidate >= 400 && candidate <= 599) {
        return candidate;
      }
    }
  }
  return undefined;
}

/** Any thrown value becomes `{ status, message }`; the status defaults to 500. */
export function normalizeError(error: unknown): NormalizedError {
  const status = statusOf(error) ?? 500;
  if (typeof error === 'string' && error.trim() !== '') return { status, message: error };
  if (error instanceof Error && error.message.trim() !== '') return { status, message: error.message };
  if (typeof error === 'object' && error !== null) {
    const message: unknown = Reflect.get(error, 'message');
    if (typeof message === 'string' && message.trim() !== '') return { status, message };
  }
  return { status, message: defaultMessage };
}
