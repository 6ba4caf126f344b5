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
    out.fields = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  return out;
}

/** A failure the API answered: its envelope's code, message and fields, or `http_<status>`. */
export function apiErrorFromResponse(status: number, data: unknown, fallbackMessage = ''): ApiError {
  const body = readErrorBody(data);
  return {
    status,
    code: body.code ?? `http_${status}`,
    message: body.message ?? (fallbackMessage || `Request failed with status ${status}`),
    ...(body.fields ? { fields: body.fields } : {}),
  };
}

/** A request that got no answer: the connection failed, or it ran out of time. */
export function noResponseError(timedOut: boolean): ApiError {
  return { status: 0, code: timedOut ? 'timeout' : 'network_error', message: networkMessage };
}

interface AxiosLikeError {
  code?: string;
  message: string;
  response?: { status: number; data: unknown };
}

/*
 * axios marks its errors with `isAxiosError: true` (what its own `isAxiosError` checks); reading the
 * mark here keeps axios out of the pages that only import this module (the offer panel).
 */
function isAxiosLikeError(error: unknown): error is AxiosLikeError {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'isAxiosError') === true;
}

/** Every failure of an API call becomes `{ status, code, message, fields? }`. */
export function normalizeApiError(error: unknown): ApiError {
  if (isAxiosLikeError(error)) {
    if (!error.response) return noResponseError(error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
    return apiErrorFromResponse(error.response.status, error.response.data, error.message);
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
