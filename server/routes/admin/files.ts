import { eq } from 'drizzle-orm';
import { adminContract } from '@/lib/api/contract/admin';
import { files } from '../../db/schema';
import { sendStoredFile } from '../../files/download';
import { notFound } from '../../http/errors';
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
      return sendStoredFile(services.storage, reply, file, `There is no file ${id}.`);
    },
    { compress: false },
  );
};
