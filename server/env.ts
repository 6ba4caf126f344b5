import { isIP } from 'node:net';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { site } from '@/lib/site';
import { WORD_COUNT_LIMITS } from '@/lib/wordcount/limits';
import { p12Problem } from './certificates/p12';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** An address or range proxy-addr understands: `10.0.0.1`, `10.0.0.0/8`, `10.0.0.0/255.0.0.0`, `::1/128`, or a named range. */
function isProxyAddress(entry: string): boolean {
  if (entry === 'loopback' || entry === 'linklocal' || entry === 'uniquelocal') return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (family === 4 && isIP(range) === 4) return true;
  return /^\d{1,3}$/.test(range) && Number(range) <= (family === 4 ? 32 : 128);
}

const trustProxyRule = 'must be false, the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)';

/**
 * Which peers may speak for the client through X-Forwarded-For: none, the nearest N hops, or
 * these addresses. Never `true`: that trusts the leftmost entry, which the client writes itself.
 */
const trustProxy = optionalString.transform((value, ctx): false | number | string[] => {
  const text = value ?? 'false';
  if (text === 'false') return false;
  if (text === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: `must not be true (that trusts whatever address a client writes into X-Forwarded-For): give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text) && Number(text) >= 1) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0 || !entries.every(isProxyAddress)) {
    ctx.addIssue({ code: 'custom', message: trustProxyRule });
    return z.NEVER;
  }
  return entries;
});

/** The API's configuration, read from the environment once, at start-up. */
const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Prometheus metrics at http://HOST:METRICS_PORT/metrics; unset, none are served. With WEB_CONCURRENCY, the primary serves all workers' together. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Default `info`, or `silent` when NODE_ENV is `test`. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** A request that takes this long or longer is logged at `warn`; others at `debug` (4xx at `info`). */
  LOG_SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1000),
  /** API processes on this machine (node:cluster, sharing PORT); more than 1 needs DATABASE_URL, as PGlite is one process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(1),
  /** Folder with the built static site (`next build` output). */
  SITE_DIR: z.string().default('out'),
  /** Serve SITE_DIR beside the API; false for an API-only process (`npm run dev`, where next dev serves the site, or a CDN in front). */
  SERVE_SITE: flag.default(true),
  /** Per-page script hashes for the Content-Security-Policy, written by scripts/postbuild.ts. */
  CSP_MANIFEST: z.string().default('dist/csp-manifest.json'),
  /** Public origin of the site; offer links and emails point here. Default http://localhost:PORT. */
  SITE_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  /** Extra origins allowed by CORS, comma-separated (the SITE_URL origin is always allowed). */
  CORS_ORIGINS: optionalString,
  /** Behind a proxy or load balancer: how many hops (e.g. 1) or which addresses to trust for X-Forwarded-For. */
  TRUST_PROXY: trustProxy,
  /** Strict-Transport-Security max-age in seconds on every response; 0 sends none. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(0),

  /** PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default('./data'),
  /** Scratch space for uploads while they are examined (`.incoming/`), and where `npm run files:migrate` finds files stored on disk before 1.2 (default DATA_DIR/uploads). */
  UPLOAD_DIR: optionalString,

  /** Where files are stored: `database` (the default) or `s3` (the default when the S3_ settings are given). */
  STORAGE_BACKEND: z.enum(['database', 's3']).optional(),
  /** An S3-compatible bucket: all four of bucket, region and credentials, or none. */
  S3_ENDPOINT: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Address the bucket as ENDPOINT/BUCKET (MinIO, Ceph and most self-hosted servers) instead of BUCKET.ENDPOINT. */
  S3_FORCE_PATH_STYLE: flag.optional(),
  /** Folder of the committed SQL migrations, relative to the working directory. */
  MIGRATIONS_DIR: z.string().default('server/db/migrations'),
  /** Seed the catalog and price tables into an empty database at start-up. */
  AUTO_SEED: flag.default(true),
  /** With AUTO_SEED, seed the sample professionals too (the test and demo set-ups); never in a real database. */
  SEED_SAMPLES: flag.default(false),

  /** Where `npm run admin` sends its requests (default http://localhost:PORT/api/v1.1). */
  ADMIN_API_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  /** Read only by `npm run admin -- create-staff`, when no --password-stdin is given; checked by the route. */
  STAFF_PASSWORD: optionalString,
  /** Staff token for /admin/ endpoints; admin endpoints answer 403 while it is unset. */
  ADMIN_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /**
   * Who holds ADMIN_TOKEN (a job, a pipeline, a person's name and email): the audit log names them
   * for every action taken with it. People should sign in with their own accounts instead.
   */
  ADMIN_TOKEN_OWNER: optionalString.pipe(z.string().max(200, 'must be at most 200 characters').optional()),

  /** Staff sessions: idle expiry (sliding) in minutes and absolute expiry in hours from sign-in. */
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  STAFF_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** Sign-in throttling: failures allowed per account and per address within the window (minutes). */
  STAFF_LOGIN_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  STAFF_LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  STAFF_LOGIN_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(20),

  /** SMTP connection URL (smtp://user:pass@host:587); when unset, mail waits in the outbox. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .refine((value) => URL.canParse(value) && ['smtp:', 'smtps:'].includes(new URL(value).protocol), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default(`${site.name} <${site.email}>`),
  STAFF_EMAIL: z.email().default(site.email),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).default(10_000),

  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** POST quotes/estimate's own limit per RATE_LIMIT_WINDOW_MS (default 30 × RATE_LIMIT_MAX); it stores nothing. */
  RATE_LIMIT_ESTIMATE_MAX: z.coerce.number().int().min(1).optional(),
  /** Look-ups of `GET verify/{code}` per address and window: codes are unguessable, and this keeps anyone from trying. */
  RATE_LIMIT_VERIFY_MAX: z.coerce.number().int().min(1).default(30),
  /** The company's signing key and certificate for certified translations (a PKCS#12 file); unset: a development key. */
  CERTIFICATE_P12_FILE: optionalString,
  CERTIFICATE_P12_PASSPHRASE: z.string().default(''),

  UPLOAD_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(50 * 1024 * 1024),
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).default(20),
  UPLOAD_MAX_TOTAL_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(200 * 1024 * 1024),
  /** Bytes of uploads received at once (what has arrived, held until answered); a chunk over it is 503 with Retry-After. */
  UPLOAD_INFLIGHT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1024 * 1024 * 1024),
  /** Worker threads that open and count uploaded files (default: one per CPU but one, at least 1). */
  UPLOAD_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, os.availableParallelism() - 1)),
  /** An upload's body that sends nothing for this long is refused with 408 and its connection closed. */
  UPLOAD_BODY_IDLE_MS: z.coerce.number().int().min(100).default(30_000),
  /** Time one file may run in a worker; over it the worker is stopped and replaced, the file refused. */
  UPLOAD_FILE_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** Heap of each worker thread in MB; a file that needs more is refused. */
  UPLOAD_WORKER_HEAP_MB: z.coerce.number().int().min(32).default(512),
  /** While a file is opened: a DOCX's unpacked size, any one of its XML parts, a PDF's pages. */
  UPLOAD_MAX_INFLATED_BYTES: z.coerce.number().int().min(1).default(WORD_COUNT_LIMITS.maxInflatedBytes),
  UPLOAD_MAX_XML_BYTES: z.coerce.number().int().min(1).default(WORD_COUNT_LIMITS.maxXmlBytes),
  UPLOAD_MAX_PAGES: z.coerce.number().int().min(1).default(WORD_COUNT_LIMITS.maxPages),

  RETENTION_DAYS: z.coerce.number().int().min(1).default(365),

  ASSIGNMENT_TICK_MS: z.coerce.number().int().min(0).default(30_000),
  ASSIGNMENT_WAVE_SIZE: z.coerce.number().int().min(1).max(50).default(3),
  ASSIGNMENT_MAX_WAVES: z.coerce.number().int().min(1).max(50).default(5),
});

type ParsedEnv = z.infer<typeof serverEnvSchema>;

/** An S3-compatible bucket (`server/files/s3-store.ts`). */
export interface S3Settings {
  /** Undefined for AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

type S3Variable = 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE';

export interface ServerEnv extends Omit<
  ParsedEnv,
  | 'SITE_URL'
  | 'UPLOAD_DIR'
  | 'CORS_ORIGINS'
  | 'ADMIN_API_URL'
  | 'LOG_LEVEL'
  | 'RATE_LIMIT_ESTIMATE_MAX'
  | 'STORAGE_BACKEND'
  | 'CERTIFICATE_P12_FILE'
  | 'CERTIFICATE_P12_PASSPHRASE'
  | S3Variable
> {
  LOG_LEVEL: NonNullable<ParsedEnv['LOG_LEVEL']>;
  SITE_URL: string;
  ADMIN_API_URL: string;
  UPLOAD_DIR: string;
  RATE_LIMIT_ESTIMATE_MAX: number;
  /** Every origin CORS allows: the SITE_URL origin plus CORS_ORIGINS. */
  CORS_ORIGINS: string[];
  STORAGE_BACKEND: 'database' | 's3';
  /** The bucket, when the S3_ settings are given (whichever backend is in use). */
  S3: S3Settings | undefined;
  /** The configured signing key, read and checked at start; undefined: the development key (server/certificates/signing-key.ts). */
  CERTIFICATE_SIGNING: { p12: Uint8Array; passphrase: string } | undefined;
}

/** A variable that breaks its rule; the message is one line naming each variable and its rule. */
export class ConfigurationError extends Error {
  constructor(problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigurationError';
  }
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The S3 settings: all required ones or none (then none of the optional ones either), and STORAGE_BACKEND=s3 only with them. */
function storageSettings(raw: ParsedEnv): { STORAGE_BACKEND: ServerEnv['STORAGE_BACKEND']; S3: S3Settings | undefined } {
  const given = (['S3_ENDPOINT', ...S3_REQUIRED, 'S3_FORCE_PATH_STYLE'] as const).filter((name) => raw[name] !== undefined);
  const missing = S3_REQUIRED.filter((name) => raw[name] === undefined);
  if (given.length > 0 && missing.length > 0) {
    throw new ConfigurationError([`${missing.join(', ')} must be set too: the S3 settings go together (${given.join(', ')} given)`]);
  }
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = raw;
  const s3 =
    bucket === undefined || region === undefined || accessKeyId === undefined || secretAccessKey === undefined
      ? undefined
      : { endpoint: raw.S3_ENDPOINT, bucket, region, accessKeyId, secretAccessKey, forcePathStyle: raw.S3_FORCE_PATH_STYLE ?? false };
  if (raw.STORAGE_BACKEND === 's3' && s3 === undefined) {
    throw new ConfigurationError([`STORAGE_BACKEND is s3, so ${S3_REQUIRED.join(', ')} must be set`]);
  }
  return { STORAGE_BACKEND: raw.STORAGE_BACKEND ?? (s3 === undefined ? 'database' : 's3'), S3: s3 };
}

/** The configured P12, read and opened with its passphrase; a file that can't sign is a configuration error. */
function signingSettings(file: string | undefined, passphrase: string): ServerEnv['CERTIFICATE_SIGNING'] {
  if (file === undefined) return undefined;
  let p12: Uint8Array;
  try {
    p12 = new Uint8Array(readFileSync(file));
  } catch (error) {
    throw new ConfigurationError([
      `CERTIFICATE_P12_FILE cannot be read (${error instanceof Error && 'code' in error ? String(error.code) : 'unreadable'}: ${file})`,
    ]);
  }
  const problem = p12Problem(p12, passphrase);
  if (problem !== undefined) throw new ConfigurationError([`CERTIFICATE_P12_FILE ${problem} (${file})`]);
  return { p12, passphrase };
}

/** The rule a value broke, in words, where the schema gives no message of its own. */
const ruleOf: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? 'must be a whole number' : undefined;
    case 'too_small':
      if (issue.origin === 'number') return `must be ${issue.minimum} or more`;
      return issue.origin === 'string' ? `must be at least ${issue.minimum} characters` : undefined;
    case 'too_big':
      return issue.origin === 'number' ? `must be ${issue.maximum} or less` : undefined;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'must be an email address' : undefined;
    default:
      return undefined;
  }
};

export function loadServerEnv(source: Readonly<Record<string, string | undefined>> = process.env): ServerEnv {
  const parsed = serverEnvSchema.safeParse(source, { error: ruleOf });
  if (!parsed.success) {
    throw new ConfigurationError(parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`));
  }
  const {
    STORAGE_BACKEND: _backend,
    S3_ENDPOINT: _endpoint,
    S3_BUCKET: _bucket,
    S3_REGION: _region,
    S3_ACCESS_KEY_ID: _key,
    S3_SECRET_ACCESS_KEY: _secret,
    S3_FORCE_PATH_STYLE: _pathStyle,
    CERTIFICATE_P12_FILE: p12File,
    CERTIFICATE_P12_PASSPHRASE: p12Passphrase,
    ...raw
  } = parsed.data;
  const storage = storageSettings(parsed.data);
  const signing = signingSettings(p12File, p12Passphrase);
  // A worker's heap must hold an XML part decoded (twice its bytes as UTF-16) with room to spare: a heap
  // limit below one allocation aborts the whole process instead of the worker (nodejs/node#47224).
  const heapNeededMb = Math.ceil((4 * raw.UPLOAD_MAX_XML_BYTES) / (1024 * 1024));
  if (raw.UPLOAD_WORKER_HEAP_MB < heapNeededMb) {
    throw new ConfigurationError([`UPLOAD_WORKER_HEAP_MB must be at least 4 × UPLOAD_MAX_XML_BYTES (${heapNeededMb} MB)`]);
  }
  const siteUrl = (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  const extraOrigins = (raw.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  return {
    ...raw,
    LOG_LEVEL: raw.LOG_LEVEL ?? (raw.NODE_ENV === 'test' ? 'silent' : 'info'),
    SITE_URL: siteUrl,
    ADMIN_API_URL: (raw.ADMIN_API_URL ?? `http://localhost:${raw.PORT}/api/v1.1`).replace(/\/+$/, ''),
    UPLOAD_DIR: raw.UPLOAD_DIR ?? path.join(raw.DATA_DIR, 'uploads'),
    RATE_LIMIT_ESTIMATE_MAX: raw.RATE_LIMIT_ESTIMATE_MAX ?? 30 * raw.RATE_LIMIT_MAX,
    CORS_ORIGINS: [...new Set([new URL(siteUrl).origin, ...extraOrigins])],
    ...storage,
    CERTIFICATE_SIGNING: signing,
  };
}

/**
 * For entry points (server, CLIs, `npm start`): the configuration, or one line on stderr naming
 * what is wrong and exit code 1. A stack trace would bury the one thing the operator must change.
 */
export function loadServerEnvOrExit(): ServerEnv {
  try {
    return loadServerEnv();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
