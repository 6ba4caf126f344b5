import { acceptHeader } from './accept-header';
import { apiErrorFromResponse, noResponseError } from './errors';
import { apiUrlOf } from './fetch-json';
import { requestProgress as progress } from './request-progress';

/*
 * A multipart POST that reports how much of its body was sent. `fetch` can't (a streamed request
 * body needs HTTP/2 and duplex mode, and still says nothing about what left the machine), so this
 * one request goes through XMLHttpRequest and its `upload.onprogress`. Same contract as fetchJson:
 * the base URL, the Accept header, the bearer token, the loading bar, every failure an ApiError.
 */

const timeoutMs = 10 * 60_000;
let sequence = 0;

export interface UploadRequest {
  /** Relative to the API's base URL, e.g. `offers/abc/delivery`. */
  path: string;
  form: FormData;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as `Idempotency-Key`, so a retry after a lost answer can't deliver twice. */
  idempotencyKey?: string;
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
}

function readBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Resolves to the response body of a 2xx answer; anything else rejects with an ApiError. */
export function uploadWithProgress({ path, form, token, idempotencyKey, onProgress }: UploadRequest, baseURL?: string): Promise<unknown> {
  const progressId = `upload-${++sequence}`;
  progress.start(progressId);
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrlOf(path, baseURL));
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', acceptHeader);
    if (token !== undefined) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (idempotencyKey !== undefined) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    const fail = (timedOut: boolean) => {
      progress.fail(progressId);
      reject(noResponseError(timedOut));
    };
    xhr.onerror = () => fail(false);
    xhr.ontimeout = () => fail(true);
    xhr.onabort = () => fail(false);
    xhr.onload = () => {
      const data = readBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        progress.done(progressId);
        resolve(data);
      } else {
        progress.fail(progressId);
        reject(apiErrorFromResponse(xhr.status, data, xhr.statusText));
      }
    };
    xhr.send(form);
  });
}
