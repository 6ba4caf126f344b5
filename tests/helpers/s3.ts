import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '@/server/env';
import { S3_PROBE_KEY } from '@/server/files/s3-store';

export interface TestS3 {
  settings: S3Settings;
  /** The same settings as the server reads them from its environment. */
  env: Record<string, string>;
  /** Every file's key in the bucket (not the store's readiness probe), sorted. */
  keys(): Promise<string[]>;
  /** The HTTP requests the server has received so far. */
  requests(): number;
  /** Stops the server, as an outage would: open connections are cut, new ones refused. The objects stay. */
  shutDown(): Promise<void>;
  /** Starts it again on the same port and folder, with the objects it had. */
  startUp(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts a real S3-compatible server (s3rver: the S3 REST API over HTTP, objects kept as files in
 * a temporary folder) on a free loopback port, with one empty bucket, addressed path-style as
 * MinIO, R2 and Ceph are. One per test file, like `startTestPostgres`.
 */
export async function startTestS3(bucket = 'verbalis-files'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-s3-'));
  let server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  let received = 0;
  const count = () => {
    received += 1;
  };
  server.httpServer.on('request', count);
  let running = true;
  const halt = async () => {
    if (!running) return;
    running = false;
    // Clients keep connections alive; close them so that the server can stop.
    server.httpServer.closeAllConnections();
    await server.close();
  };
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
        .filter((key) => key !== S3_PROBE_KEY)
        .sort();
    },
    requests: () => received,
    shutDown: halt,
    async startUp() {
      if (running) return;
      server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
      await server.run();
      server.httpServer.on('request', count);
      running = true;
    },
    async stop() {
      await halt();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
