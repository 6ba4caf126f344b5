import { eq, getTableColumns, sql } from 'drizzle-orm';
import { adminContract } from '@/lib/api/contract/admin';
import { files } from '../../db/schema';
import { sendStoredFile } from '../../files/download';
import { notFound } from '../../http/errors';
import { auditFor } from '../../staff/audit';
import type { RoutePlugin } from '../types';
import { adminRoute, pathParams } from './contract-route';

/**
 * Whether a file belongs to a submission the spam screen holds (a quote's document, an
 * application's CV). Written out in SQL, as `fileOwnerReference` is.
 */
const ownerQuarantined = sql<boolean>`(case files.owner_kind
  when 'quote' then exists (select 1 from quotes q where q.id = files.owner_id and q.quarantine_reason is not null)
  when 'application' then exists (select 1 from applications a where a.id = files.owner_id and a.quarantine_reason is not null)
  else false
end)`;

/**
 * Uploaded files are served to staff only, always as downloads, never rendered inline. A held
 * submission's file is sent as opaque bytes (`application/octet-stream`), whatever type it was
 * uploaded as: it came from someone the spam screen distrusted.
 */
export const fileRoutes: RoutePlugin = async (app, { services }) => {
  adminRoute(
    app,
    'downloadFile',
    async (request, reply) => {
      const { id } = pathParams(adminContract.downloadFile.params, request, (sent) => notFound(`There is no file ${sent.id ?? ''}.`));
      const [file] = await services.db
        .select({ ...getTableColumns(files), quarantined: ownerQuarantined })
        .from(files)
        .where(eq(files.id, id));
      // Every download by staff is on record: who took which client's or professional's file.
      if (file !== undefined) {
        const audit = auditFor(request);
        await services.database.write((tx) =>
          audit(tx, {
            action: 'file.download',
            resource: 'files',
            recordId: file.id,
            before: null,
            after: { name: file.originalName, ownerKind: file.ownerKind, ownerId: file.ownerId, sizeBytes: file.sizeBytes, quarantined: file.quarantined },
          }),
        );
      }
      const served = file?.quarantined ? { ...file, contentType: 'application/octet-stream' } : file;
      return sendStoredFile(services.storage, reply, served, `There is no file ${id}.`);
    },
    { compress: false },
  );
};
