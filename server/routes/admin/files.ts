import { eq } from 'drizzle-orm';
import { adminContract } from '@/lib/api/contract/admin';
import { files } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { RoutePlugin } from '../types';
import { adminRoute, pathParams } from './contract-route';

/** RFC 6266 filename: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Uploaded files are served to staff only, always as downloads, never rendered inline. */
export const fileRoutes: RoutePlugin = async (app, { services }) => {
  adminRoute(app, 'downloadFile', async (request, reply) => {
    const { id } = pathParams(adminContract.downloadFile.params, request, (sent) => notFound(`There is no file ${sent.id ?? ''}.`));
    const [file] = await services.db.select().from(files).where(eq(files.id, id));
    // Streamed from the store a piece at a time (database chunks or the S3 object's body).
    const bytes = file === undefined ? undefined : await services.storage.open(file.storageName);
    if (file === undefined || bytes === undefined) throw notFound(`There is no file ${id}.`);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.sizeBytes))
      .header('content-disposition', contentDisposition(file.originalName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
    // Sent as stored, with its exact Content-Length: compression would drop the length (the body
    // streams) and spend CPU on files that are mostly PDFs and images already compressed.
  }, { compress: false });
};
