import type { z } from 'zod';
import type { errorBodySchema, fileReportSchema } from '@/lib/api/contract/envelope';
import { statusErrorCodes } from '@/lib/api/contract/error-codes';

/** One uploaded file in an answer that refuses files (the contract's `fileReportSchema`). */
export type FileReport = z.output<typeof fileReportSchema>;

/** The error body every endpoint answers with: `{ error: { code, message, fields?, files? } }`. */
type ErrorBody = z.output<typeof errorBodySchema>;

// The contract's table (what the OpenAPI document lists), plus 406, which no route answers on purpose.
const codeByStatus: Record<number, string> = { ...statusErrorCodes, 406: 'not_acceptable' };

export function codeForStatus(status: number): string {
  return codeByStatus[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

/** An error the client caused (or may retry); its message is shown to the client as is. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;
  readonly files: readonly FileReport[] | undefined;

  constructor(
    status: number,
    message: string,
    options: { code?: string; fields?: Record<string, string>; headers?: Record<string, string>; files?: readonly FileReport[] } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code ?? codeForStatus(status);
    this.fields = options.fields;
    this.headers = options.headers ?? {};
    this.files = options.files;
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields !== undefined && Object.keys(this.fields).length > 0 ? { fields: this.fields } : {}),
        ...(this.files !== undefined ? { files: this.files } : {}),
      },
    };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new ApiError(400, message, { fields });
export const validationFailed = (message: string, fields: Record<string, string>) => new ApiError(422, message, { fields });
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string, code = 'conflict') => new ApiError(409, message, { code });
export const payloadTooLarge = (message: string) => new ApiError(413, message);
