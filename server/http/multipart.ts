import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest, payloadTooLarge } from './errors';

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  maxTotalBytes: number;
}

export interface UploadedPart {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartForm {
  /** The `data` field parsed as JSON, merged over any plain text fields. */
  body: Record<string, unknown>;
  files: UploadedPart[];
}

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function addField(fields: Record<string, unknown>, name: string, value: string): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else fields[name] = [existing, value];
}

/**
 * Reads a multipart/form-data request into memory: a `data` field holding the JSON body
 * (or plain fields), and file parts. Enforces the per-file, count and per-request limits.
 */
export async function readMultipart(request: FastifyRequest, limits: UploadLimits): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'Send this form as multipart/form-data (the details in a "data" field as JSON, files as file parts).');
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedPart[] = [];
  let total = 0;
  let data: unknown;
  const parts = request.parts({
    limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 100, fieldSize: 1024 * 1024 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (part.fieldname === 'data') {
        try {
          data = JSON.parse(value);
        } catch {
          throw badRequest('The "data" field is not valid JSON.');
        }
      } else {
        addField(fields, part.fieldname, value);
      }
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw payloadTooLarge(`"${part.filename}" is larger than ${mb(limits.maxFileBytes)}, the limit for one file.`);
      }
      throw error;
    }
    total += bytes.byteLength;
    if (total > limits.maxTotalBytes) {
      throw payloadTooLarge(`The files add up to more than ${mb(limits.maxTotalBytes)}, the limit for one request.`);
    }
    files.push({ field: part.fieldname, filename: part.filename, bytes });
  }
  if (data !== undefined && !isRecord(data)) throw badRequest('The "data" field must be a JSON object.');
  return { body: { ...fields, ...(data ?? {}) }, files };
}
