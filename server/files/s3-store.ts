import fs from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../env';
import { newStorageName, type FileStore, type ReceivedFile, type StoredFile } from './store';
import { FileStoreUnavailableError } from './unavailable';

/** Parts of a multipart upload; the SDK's minimum. At most PART_BYTES × UPLOAD_QUEUE is buffered per file. */
const PART_BYTES = 5 * 1024 * 1024;
const UPLOAD_QUEUE = 2;
/**
 * Objects deleted at once. One DeleteObject per key rather than DeleteObjects: the batch call needs a
 * checksum header that some S3-compatible servers want as Content-MD5 and the SDK no longer sends.
 */
const DELETE_CONCURRENCY = 8;

/** The object readiness reads; not a storage name (those are 32 hex characters), so no file row can point to it. */
export const S3_PROBE_KEY = 'verbalis-readiness-probe';

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || error instanceof NotFound;
}

/**
 * Time limits of one S3 request: a bucket that doesn't accept the connection within 5 s, or goes
 * quiet for 30 s in the middle of a request, counts as unavailable rather than holding the visitor's
 * request (and its upload budget) open. The SDK tries each request 3 times before it gives up.
 */
const s3TimeLimits = { connectionTimeout: 5_000, requestTimeout: 30_000, maxAttempts: 3 } as const;

/**
 * Runs one call to the bucket. Whatever it throws apart from a missing object (no answer, a
 * timeout, a 5xx, a bucket or key that is refused) means the store can't do its work now.
 */
async function reaching<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isMissing(error)) throw error;
    throw new FileStoreUnavailableError(operation, error);
  }
}

/**
 * Files as objects in an S3-compatible bucket, keyed by their storage name. The object is
 * uploaded (streamed from the received file, in parts) before the transaction of the row that
 * refers to it, because a bucket can't take part in that transaction; when the transaction
 * fails, `discard` deletes the object again, so a failed request leaves none behind. (A process
 * killed between the two leaves an object no row refers to, never a row without its object.)
 */
export class S3FileStore implements FileStore {
  readonly backend = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      maxAttempts: s3TimeLimits.maxAttempts,
      requestHandler: { connectionTimeout: s3TimeLimits.connectionTimeout, requestTimeout: s3TimeLimits.requestTimeout },
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The SDK's default CRC32 checksums on every upload aren't understood by every S3-compatible
      // server (older MinIO and Ceph refuse them); the files' SHA-256 is kept in the database anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async prepare(file: ReceivedFile, storageName = newStorageName()): Promise<StoredFile> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: storageName, Body: fs.createReadStream(file.path), ContentType: file.contentType },
      partSize: PART_BYTES,
      queueSize: UPLOAD_QUEUE,
    });
    await reaching('store a file', () => upload.done());
    return { ...file, storageName };
  }

  async writeInTransaction(): Promise<void> {
    // The object was written by `prepare`, before the transaction.
  }

  async discard(file: StoredFile): Promise<void> {
    await this.removeDeleted([file.storageName]);
  }

  async open(storageName: string): Promise<Readable | undefined> {
    let object;
    try {
      object = await reaching('read a file', () => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: storageName })));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    if (!(object.Body instanceof Readable)) throw new Error(`GetObject ${storageName} gave no Node stream`);
    return object.Body;
  }

  async exists(storageName: string): Promise<boolean> {
    try {
      await reaching('look up a file', () => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: storageName })));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async removeDeleted(storageNames: readonly string[]): Promise<void> {
    // Deleting a key that isn't there succeeds: a repeated removal is harmless.
    for (let i = 0; i < storageNames.length; i += DELETE_CONCURRENCY) {
      await Promise.all(
        storageNames
          .slice(i, i + DELETE_CONCURRENCY)
          .map((Key) => reaching('delete a file', () => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key })))),
      );
    }
  }

  /**
   * Reads a small object of its own, writing it first where it is missing. Only the rights the store
   * needs anyway (HeadBucket and listing would also need `s3:ListBucket`, which the key doesn't have
   * to hold), and a missing bucket or a key that may not write fails here, not on a visitor's upload.
   */
  async check(): Promise<void> {
    try {
      await reaching('reach its bucket', () => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: S3_PROBE_KEY })));
    } catch (error) {
      if (!isMissing(error)) throw error;
      await reaching('write to its bucket', () =>
        this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: S3_PROBE_KEY, Body: 'readiness probe', ContentType: 'text/plain' })),
      );
    }
  }

  /**
   * ListObjectsV2, addressed as the S3 documentation writes a bucket (`/bucket?list-type=2`): the
   * SDK's path-style request adds a trailing slash (`/bucket/`), which some S3-compatible servers
   * (s3rver, which the tests run against) leave out of the path they sign, refusing the request.
   */
  async *storedNames(): AsyncGenerator<readonly { name: string; storedAt: Date }[]> {
    let ContinuationToken: string | undefined;
    do {
      const command = new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken });
      command.middlewareStack.add(
        (next) => async (args) => {
          const { request } = args;
          if (typeof request === 'object' && request !== null && 'path' in request && typeof request.path === 'string') {
            request.path = request.path.replace(/(?<=.)\/$/, '');
          }
          return next(args);
        },
        { step: 'build', name: 'bucketPathWithoutSlash' },
      );
      const page = await this.client.send(command);
      // The readiness probe is the store's own object, never a file's: the sweep must not take it.
      yield (page.Contents ?? []).flatMap((object) =>
        object.Key === undefined || object.Key === S3_PROBE_KEY || object.LastModified === undefined
          ? []
          : [{ name: object.Key, storedAt: object.LastModified }],
      );
      ContinuationToken = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (ContinuationToken !== undefined);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
