import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '@/server/env';

export interface TestS3 {
  settings: S3Settings;
  /** The same settings as the server reads them from its environment. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Starts a real S3-compatible server (s3rver: the S3 REST API over HTTP, objects kept as files in
 * a temporary folder) on a free loopback port, with one empty bucket, addressed path-style as
 * MinIO, R2 and Ceph are. One per test file, like `startTestPostgres`.
 */
export async function startTestS3(bucket = 'verbalis-files'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // s3rver accepts any credentials; these only have to be the same on both sides.
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      STORAGE_BACKEND: 's3',
      S3_ENDPOINT: settings.endpoint ?? '',
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      // Read from s3rver's folder (one `<key>._S3rver_object` file per object): it refuses the SDK's
      // signature of ListObjects, whose canonical query string it builds differently.
      const suffix = '._S3rver_object';
      const names = fs.existsSync(path.join(directory, bucket)) ? fs.readdirSync(path.join(directory, bucket)) : [];
      return names
        .filter((name) => name.endsWith(suffix))
        .map((name) => name.slice(0, -suffix.length))
        .sort();
    },
    async stop() {
      // Clients keep connections alive; close them so that the server can stop.
      server.httpServer.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
