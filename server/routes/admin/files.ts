import { eq } from 'drizzle-orm';
import { adminContract } from '@/lib/api/contract/admin';
import { files } from '../../db/schema';
import { sendStoredFile } from '../../files/download';
import { notFound } from '../../http/errors';
import { auditFor } from '../../staff/audit';
import type { RoutePlugin } from '../types';
import { adminRoute, pathParams } from './contract-route';

/** Uploaded files are served to staff only, always as downloads, never rendered inline. */
export const fileRoutes: RoutePlugin = async (app, { services }) => {
  adminRoute(
    app,
    'downloadFile',
    async (request, reply) => {
      const { id } = pathParams(adminContract.downloadFile.params, request, (sent) => notFound(`There is no file ${sent.id ?? ''}.`));
      const [file] = await services.db.select().from(files).where(eq(files.id, id));
      // Every download by staff is on record: who took which client's or professional's file.
      if (file !== undefined) {
        const audit = auditFor(request);
        await services.database.write((tx) =>
          audit(tx, {
            action: 'file.download',
            resource: 'files',
            recordId: file.id,
            before: null,
            after: { name: file.originalName, ownerKind: file.ownerKind, ownerId: file.ownerId, sizeBytes: file.sizeBytes },
          }),
        );
      }
      return sendStoredFile(services.storage, reply, file, `There is no file ${id}.`);
    },
    { compress: false },
  );
};
