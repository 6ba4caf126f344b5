import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Reservation } from '../files/inflight-budget';
import type { UploadIntake, UploadLimits } from '../files/intake';
import { safeFileName } from '../files/file-name';
import { ApiError, badRequest, payloadTooLarge } from './errors';
import { cleanInput, jsonDepthExceeds, MAX_JSON_DEPTH } from './request-input';

/** Kept of each file in memory for type detection: 64 KB also reaches a JPEG's size past its EXIF block. */
export const HEAD_BYTES = 64 * 1024;
/** The `data` field, plain fields and part headers, on top of the files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;
const RETRY_AFTER_SECONDS = 5;

/** A file part, received into a temporary file. */
export interface UploadedPart {
  field: string;
  filename: string;
  /** Bytes received. */
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  /** The temporary file; removed when the answer is sent (the file store has its own copy by then). */
  path: string;
  /** The first HEAD_BYTES. */
  head: Buffer;
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

// busboy's words for a body that is not the multipart/form-data its header announces.
const MALFORMED = /Boundary not found|Boundary required|unexpected end of multipart data|needle cannot|Malformed/i;

/** A parser error about the body (400), as opposed to a fault of the server (500). */
function asClientError(error: unknown): unknown {
  if (error instanceof Error && !(error instanceof ApiError) && !('code' in error) && MALFORMED.test(error.message)) {
    return badRequest('The form is malformed or incomplete: send it as multipart/form-data with the boundary its Content-Type names.');
  }
  return error;
}

/** A request's temporary files and budget, until its answer is sent (or reading it failed). */
class UploadSession {
  private readonly paths = new Set<string>();
  private closing: Promise<void> | undefined;

  constructor(private readonly reservation: Reservation) {}

  track(path: string): void {
    this.paths.add(path);
  }

  /** Removes every temporary file of the request and frees the budget. */
  close(): Promise<void> {
    this.closing ??= Promise.allSettled([...this.paths].map((p) => fs.promises.rm(p, { force: true }))).then(() => this.reservation.release());
    return this.closing;
  }
}

const sessions = new WeakMap<FastifyRequest, UploadSession>();

/**
 * Ends every upload session with its request: in `onSend`, so that no temporary file outlives
 * the answer a client sees (error answers included); `onResponse` again in case a reply skipped it.
 */
export function installUploadCleanup(app: FastifyInstance): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    const session = sessions.get(request);
    if (session === undefined) return done(null, payload);
    session.close().then(() => done(null, payload), done);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    const session = sessions.get(request);
    if (session === undefined) return done();
    session.close().then(() => done(), done);
  });
}

/** Streams one file part to `path`, hashing it and keeping its head; `room` is what the request has left. */
async function receiveFile(part: MultipartFile, path: string, room: number, limits: UploadLimits): Promise<Omit<UploadedPart, 'field' | 'filename' | 'path'>> {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  await pipeline(
    part.file,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        size += chunk.length;
        if (size > room) throw payloadTooLarge(`The files add up to more than ${mb(limits.maxTotalBytes)}, the limit for one request.`);
        hash.update(chunk);
        if (headLength < HEAD_BYTES) {
          // A copy, so that the head does not keep a whole chunk alive.
          const taken = Buffer.from(chunk.subarray(0, HEAD_BYTES - headLength));
          head.push(taken);
          headLength += taken.length;
        }
        yield chunk;
      }
    },
    fs.createWriteStream(path, { flags: 'wx', mode: 0o600 }),
  );
  if (part.file.truncated) throw payloadTooLarge(`"${part.filename}" is larger than ${mb(limits.maxFileBytes)}, the limit for one file.`);
  return { size, sha256: hash.digest('hex'), head: Buffer.concat(head) };
}

async function receiveForm(request: FastifyRequest, intake: UploadIntake, session: UploadSession, watch: () => void): Promise<MultipartForm> {
  const { limits } = intake;
  const fields: Record<string, unknown> = {};
  const files: UploadedPart[] = [];
  let fileBytes = 0;
  let fieldBytes = 0;
  let data: unknown;
  const parts = request.parts({
    limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 100, fieldSize: FORM_OVERHEAD_BYTES },
  });
  // The parser is reading the body now: watch what arrives.
  watch();
  for await (const part of parts) {
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      fieldBytes += Buffer.byteLength(value);
      if (fieldBytes > FORM_OVERHEAD_BYTES) throw payloadTooLarge(`The form fields add up to more than ${mb(FORM_OVERHEAD_BYTES)}.`);
      if (part.fieldname === 'data') {
        if (jsonDepthExceeds(value, MAX_JSON_DEPTH)) throw badRequest(`The "data" field is nested more than ${MAX_JSON_DEPTH} levels deep.`);
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
    const path = intake.incoming.newPath();
    session.track(path);
    const received = await receiveFile(part, path, limits.maxTotalBytes - fileBytes, limits);
    fileBytes += received.size;
    files.push({
      field: cleanText(part.fieldname, 'file field'),
      filename: safeFileName(cleanText(part.filename, `${part.fieldname} file name`)),
      path,
      ...received,
    });
  }
  if (data !== undefined && !isRecord(data)) throw badRequest('The "data" field must be a JSON object.');
  // The same cleaning as a JSON body's (request-input.ts): no NUL, no lone surrogate, no __proto__.
  const body = cleanInput({ ...fields, ...(data ?? {}) });
  return { body: isRecord(body) ? body : {}, files };
}

function cleanText(text: string, what: string): string {
  const cleaned = cleanInput({ [what]: text });
  return isRecord(cleaned) && typeof cleaned[what] === 'string' ? cleaned[what] : text;
}

/**
 * What an Idempotency-Key fingerprints for a multipart request: every field as parsed and each
 * file's field, name and SHA-256, so that another file under the same name is another request.
 */
export function multipartFingerprint(form: MultipartForm): unknown {
  return { body: form.body, files: form.files.map((f) => ({ field: f.field, filename: f.filename, sha256: f.sha256 })) };
}

/**
 * Watches a request's body as it arrives: each chunk is taken from the process's in-flight budget
 * (503 with Retry-After when it does not fit), and a body that sends nothing for `idleMs` is
 * refused with 408. Either refusal is raised on the request stream, which ends the multipart
 * parser and the file being written with it; the answer closes the connection, as the rest of
 * the body is never read.
 */
function watchBody(request: FastifyRequest, reservation: Reservation, idleMs: number): () => void {
  const raw = request.raw;
  let last = Date.now();
  const refuse = (error: ApiError) => {
    stop();
    raw.emit('error', error);
  };
  const onData = (chunk: Buffer) => {
    last = Date.now();
    if (reservation.grow(chunk.length)) return;
    refuse(
      new ApiError(503, 'We are receiving many files right now; please send the form again in a few seconds.', {
        headers: { 'retry-after': String(RETRY_AFTER_SECONDS), connection: 'close' },
      }),
    );
  };
  const timer = setInterval(
    () => {
      if (raw.readableEnded || Date.now() - last < idleMs) return;
      refuse(
        new ApiError(408, `Nothing of the form arrived for ${Math.round(idleMs / 1000)} seconds, so we stopped waiting; please send it again.`, {
          code: 'request_timeout',
          headers: { connection: 'close' },
        }),
      );
    },
    Math.min(1_000, Math.max(50, idleMs / 4)),
  );
  timer.unref();
  function stop() {
    clearInterval(timer);
    raw.off('data', onData);
  }
  raw.on('data', onData);
  raw.once('end', stop);
  raw.once('close', stop);
  return stop;
}

/**
 * Reads a multipart/form-data request: a `data` field holding the JSON body (or plain
 * fields), and file parts, each streamed to a temporary file in the incoming folder with its
 * size, SHA-256 and first bytes. Enforces the per-file, count and per-request limits, the
 * process's in-flight budget (what has arrived is held, chunk by chunk; 503 with Retry-After when
 * a chunk does not fit) and the body-idle timeout (408 after `UPLOAD_BODY_IDLE_MS` without a
 * byte). On any failure, a client gone mid-upload included, the temporary files are removed
 * before the error propagates.
 */
export async function readMultipart(request: FastifyRequest, intake: UploadIntake): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'Send this form as multipart/form-data (the details in a "data" field as JSON, files as file parts).');
  }
  const { limits, budget } = intake;
  const perRequest = limits.maxTotalBytes + FORM_OVERHEAD_BYTES;
  const declared = Number(request.headers['content-length']);
  if (Number.isSafeInteger(declared) && declared > perRequest) {
    throw payloadTooLarge(`The files add up to more than ${mb(limits.maxTotalBytes)}, the limit for one request.`);
  }
  const reservation = budget.open();
  const session = new UploadSession(reservation);
  sessions.set(request, session);
  let stopWatching: (() => void) | undefined;
  try {
    return await receiveForm(request, intake, session, () => {
      stopWatching = watchBody(request, reservation, limits.bodyIdleMs);
    });
  } catch (error) {
    await session.close();
    throw asClientError(error);
  } finally {
    stopWatching?.();
  }
}
