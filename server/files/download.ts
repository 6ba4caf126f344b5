import type { FastifyReply } from 'fastify';
import type { files } from '../db/schema';
import { notFound } from '../http/errors';
import { contentDisposition } from './file-name';
import type { FileStore } from './store';

/**
 * Sends a stored file as a download, whoever may have it (staff, the professional of the job, the
 * client of an approved order): streamed from the store a piece at a time (database chunks or the
 * S3 object's body) with its exact length, always an attachment, never sniffed, never cached.
 * Routes that use it turn compression off: it would drop the length (the body streams) and spend
 * CPU on files that are mostly PDFs and images, already compressed. `missing` is the 404's message.
 */
export async function sendStoredFile(storage: FileStore, reply: FastifyReply, file: typeof files.$inferSelect | undefined, missing: string) {
  const bytes = file === undefined ? undefined : await storage.open(file.storageName);
  if (file === undefined || bytes === undefined) throw notFound(missing);
  return asDownload(reply, file.contentType, file.sizeBytes, file.originalName).send(bytes);
}

/** Bytes made for this request (a certificate's preview), sent as a stored file is: an attachment, never sniffed or cached. */
export function sendMadeFile(reply: FastifyReply, bytes: Uint8Array, contentType: string, name: string) {
  return asDownload(reply, contentType, bytes.byteLength, name).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

function asDownload(reply: FastifyReply, contentType: string, length: number, name: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-length', String(length))
    .header('content-disposition', contentDisposition(name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
}
