import type { Db } from '../db/database';
import type { ServerEnv } from '../env';
import { DatabaseFileStore } from './database-store';
import type { FileStore } from './store';

/** The file store STORAGE_BACKEND names; the S3 client (and its SDK) is loaded only when it is used. */
export async function createFileStore(env: Pick<ServerEnv, 'STORAGE_BACKEND' | 'S3'>, db: Db): Promise<FileStore> {
  if (env.STORAGE_BACKEND === 'database') return new DatabaseFileStore(db);
  if (env.S3 === undefined) throw new Error('STORAGE_BACKEND is s3 but there are no S3 settings');
  const { S3FileStore } = await import('./s3-store');
  return new S3FileStore(env.S3);
}
