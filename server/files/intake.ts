import { WORD_COUNT_LIMITS, type WordCountLimits } from '@/lib/wordcount';
import { nodePdfCMapUrl } from './node-resources';
import type { ServerEnv } from '../env';
import { FilePool } from '../workers/file-pool';
import { IncomingFiles } from './incoming';
import { InflightBudget } from './inflight-budget';

/** What `readMultipart` enforces while a request's files arrive. */
export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  maxTotalBytes: number;
  /** A body that sends nothing for this long is refused with 408. */
  bodyIdleMs: number;
}

/** Everything uploads go through: limits, the in-flight budget, the incoming folder, the workers. */
export interface UploadIntake {
  limits: UploadLimits;
  budget: InflightBudget;
  incoming: IncomingFiles;
  workers: FilePool;
  /** What a worker may spend on one file, besides its time. */
  fileLimits: WordCountLimits;
  pdfCMapUrl: string;
}

export async function createUploadIntake(env: ServerEnv): Promise<UploadIntake> {
  const incoming = new IncomingFiles(env.UPLOAD_DIR);
  await incoming.init();
  return {
    limits: {
      maxFileBytes: env.UPLOAD_MAX_FILE_BYTES,
      maxFiles: env.UPLOAD_MAX_FILES,
      maxTotalBytes: env.UPLOAD_MAX_TOTAL_BYTES,
      bodyIdleMs: env.UPLOAD_BODY_IDLE_MS,
    },
    budget: new InflightBudget(env.UPLOAD_INFLIGHT_MAX_BYTES),
    incoming,
    workers: new FilePool({ threads: env.UPLOAD_WORKERS, timeoutMs: env.UPLOAD_FILE_TIMEOUT_MS, heapMb: env.UPLOAD_WORKER_HEAP_MB }),
    fileLimits: {
      ...WORD_COUNT_LIMITS,
      maxFileBytes: env.UPLOAD_MAX_FILE_BYTES,
      maxFiles: env.UPLOAD_MAX_FILES,
      maxInflatedBytes: env.UPLOAD_MAX_INFLATED_BYTES,
      maxXmlBytes: env.UPLOAD_MAX_XML_BYTES,
      maxPages: env.UPLOAD_MAX_PAGES,
    },
    pdfCMapUrl: nodePdfCMapUrl(),
  };
}

export async function closeUploadIntake(intake: UploadIntake): Promise<void> {
  await intake.workers.close();
  await intake.incoming.close();
}
