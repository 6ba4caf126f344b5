import path from 'node:path';
import { z } from 'zod';
import { site } from '@/lib/site';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** The API's configuration, read from the environment once, at start-up. */
const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default `info`, or `silent` when NODE_ENV is `test`. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Folder with the built static site (`next build` output). */
  SITE_DIR: z.string().default('out'),
  /** Per-page script hashes for the Content-Security-Policy, written by scripts/postbuild.ts. */
  CSP_MANIFEST: z.string().default('dist/csp-manifest.json'),
  /** Public origin of the site; offer links and emails point here. Default http://localhost:PORT. */
  SITE_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  /** Extra origins allowed by CORS, comma-separated (the SITE_URL origin is always allowed). */
  CORS_ORIGINS: optionalString,
  /** Honour X-Forwarded-For (set when the API runs behind a proxy or load balancer). */
  TRUST_PROXY: flag.default(false),

  /** PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().default('./data'),
  /** Where uploaded files are stored (default DATA_DIR/uploads). */
  UPLOAD_DIR: optionalString,
  /** Folder of the committed SQL migrations, relative to the working directory. */
  MIGRATIONS_DIR: z.string().default('server/db/migrations'),
  /** Seed the catalog, price tables and sample professionals into an empty database at start-up. */
  AUTO_SEED: flag.default(true),

  /** Where `npm run admin` sends its requests (default http://localhost:PORT/api/v1.1). */
  ADMIN_API_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  /** Staff token for /admin/ endpoints; admin endpoints answer 403 while it is unset. */
  ADMIN_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),

  /** SMTP connection URL (smtp://user:pass@host:587); when unset, mail waits in the outbox. */
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default(`${site.name} <${site.email}>`),
  STAFF_EMAIL: z.email().default(site.email),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).default(10_000),

  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),

  UPLOAD_MAX_FILE_BYTES: z.coerce.number().int().min(1).default(50 * 1024 * 1024),
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).default(20),
  UPLOAD_MAX_TOTAL_BYTES: z.coerce.number().int().min(1).default(200 * 1024 * 1024),

  RETENTION_DAYS: z.coerce.number().int().min(1).default(365),

  ASSIGNMENT_TICK_MS: z.coerce.number().int().min(0).default(30_000),
  ASSIGNMENT_WAVE_SIZE: z.coerce.number().int().min(1).max(50).default(3),
  ASSIGNMENT_MAX_WAVES: z.coerce.number().int().min(1).max(50).default(5),
});

type ParsedEnv = z.infer<typeof serverEnvSchema>;

export interface ServerEnv extends Omit<ParsedEnv, 'SITE_URL' | 'UPLOAD_DIR' | 'CORS_ORIGINS' | 'ADMIN_API_URL' | 'LOG_LEVEL'> {
  LOG_LEVEL: NonNullable<ParsedEnv['LOG_LEVEL']>;
  SITE_URL: string;
  ADMIN_API_URL: string;
  UPLOAD_DIR: string;
  /** Every origin CORS allows: the SITE_URL origin plus CORS_ORIGINS. */
  CORS_ORIGINS: string[];
}

export function loadServerEnv(source: Readonly<Record<string, string | undefined>> = process.env): ServerEnv {
  const parsed = serverEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid server configuration: ${problems}`);
  }
  const raw = parsed.data;
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
    CORS_ORIGINS: [...new Set([new URL(siteUrl).origin, ...extraOrigins])],
  };
}
