import { isAxiosError } from 'axios';

export interface ApiError {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

const networkMessage = 'We could not reach our servers. Check your connection and try again; nothing you typed has been lost.';

function readErrorBody(data: unknown): Partial<ApiError> {
  if (typeof data !== 'object' || data === null) return {};
  const error: unknown = Reflect.get(data, 'error');
  if (typeof error !== 'object' || error === null) return {};
  const code: unknown = Reflect.get(error, 'code');
  const message: unknown = Reflect.get(error, 'message');
  const fields: unknown = Reflect.get(error, 'fields');
  const out: Partial<ApiError> = {};
  if (typeof code === 'string') out.code = code;
  if (typeof message === 'string') out.message = message;
  if (typeof fields === 'object' && fields !== null) {
    out.fields = Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return out;
}

/** Every failure of an API call becomes `{ status, code, message, fields? }`. */
export function normalizeApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    if (!error.response) {
      const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
      return { status: 0, code: timedOut ? 'timeout' : 'network_error', message: networkMessage };
    }
    const body = readErrorBody(error.response.data);
    const status = error.response.status;
    return {
      status,
      code: body.code ?? `http_${status}`,
      message: body.message ?? (error.message || `Request failed with status ${status}`),
      ...(body.fields ? { fields: body.fields } : {}),
    };
  }
  if (error instanceof Error) return { status: 500, code: 'client_error', message: error.message };
  return { status: 500, code: 'unknown_error', message: 'Something went wrong.' };
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'status') === 'number' &&
    typeof Reflect.get(value, 'code') === 'string' &&
    typeof Reflect.get(value, 'message') === 'string'
  );
}
