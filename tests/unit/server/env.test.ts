import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, loadServerEnv } from '@/server/env';
import { developmentP12 } from '@/server/certificates/p12';

describe('loadServerEnv', () => {
  it('fills in defaults that depend on other settings', () => {
    const env = loadServerEnv({ PORT: '4100' });
    expect(env).toMatchObject({
      SITE_URL: 'http://localhost:4100',
      ADMIN_API_URL: 'http://localhost:4100/api/v1.1',
      UPLOAD_DIR: 'data/uploads',
      CORS_ORIGINS: ['http://localhost:4100'],
      LOG_LEVEL: 'info',
      AUTO_SEED: true,
      SEED_SAMPLES: false,
      ASSIGNMENT_WAVE_SIZE: 3,
      ASSIGNMENT_MAX_WAVES: 5,
      RETENTION_DAYS: 365,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(loadServerEnv({ NODE_ENV: 'test' }).LOG_LEVEL).toBe('silent');
  });

  it('takes the configured values', () => {
    const env = loadServerEnv({
      SITE_URL: 'https://www.verbalis.com/',
      CORS_ORIGINS: 'https://staging.verbalis.com, https://www.verbalis.com',
      DATABASE_URL: 'postgres://api@db/verbalis',
      AUTO_SEED: 'false',
      DATA_DIR: '/var/lib/verbalis',
    });
    expect(env.SITE_URL).toBe('https://www.verbalis.com');
    expect(env.CORS_ORIGINS).toEqual(['https://www.verbalis.com', 'https://staging.verbalis.com']);
    expect(env.UPLOAD_DIR).toBe('/var/lib/verbalis/uploads');
    expect(env.AUTO_SEED).toBe(false);
    expect(env.DATABASE_URL).toBe('postgres://api@db/verbalis');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number'],
    [{ PORT: '70000' }, 'PORT must be 65535 or less'],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX must be 1 or more'],
    [{ ADMIN_TOKEN: 'short' }, 'ADMIN_TOKEN must be at least 16 characters'],
    [{ SITE_URL: 'verbalis.com' }, 'SITE_URL must be an absolute URL'],
    [{ AUTO_SEED: 'maybe' }, 'AUTO_SEED must be true or false'],
    [{ STAFF_EMAIL: 'staff' }, 'STAFF_EMAIL must be an email address'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
    [{ HSTS_MAX_AGE: '-1' }, 'HSTS_MAX_AGE must be 0 or more'],
  ])('names the variable that is wrong and its rule, in one line: %j', (source, problem) => {
    expect(() => loadServerEnv(source)).toThrow(new ConfigurationError([problem]));
    expect(() => loadServerEnv(source)).toThrow(`Invalid configuration: ${problem}`);
  });

  it('stores files in the database unless S3 is configured, and in the bucket when it is', () => {
    const s3 = { S3_BUCKET: 'verbalis-files', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadServerEnv({})).toMatchObject({ STORAGE_BACKEND: 'database', S3: undefined });
    expect(loadServerEnv({ ...s3, S3_ENDPOINT: 'https://minio.internal:9000', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      STORAGE_BACKEND: 's3',
      S3: {
        endpoint: 'https://minio.internal:9000',
        bucket: 'verbalis-files',
        region: 'auto',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    expect(loadServerEnv(s3).S3).toMatchObject({ endpoint: undefined, forcePathStyle: false });
    expect(loadServerEnv({ ...s3, STORAGE_BACKEND: 'database' }).STORAGE_BACKEND).toBe('database');
  });

  it.each([
    [
      { S3_BUCKET: 'files', S3_REGION: 'auto' },
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too: the S3 settings go together (S3_BUCKET, S3_REGION given)',
    ],
    [
      { S3_ENDPOINT: 'http://127.0.0.1:9000' },
      'S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too: the S3 settings go together (S3_ENDPOINT given)',
    ],
    [{ STORAGE_BACKEND: 's3' }, 'STORAGE_BACKEND is s3, so S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set'],
    [{ STORAGE_BACKEND: 'disk' }, 'STORAGE_BACKEND must be one of database, s3'],
    [{ S3_ENDPOINT: 'minio 9000' }, 'S3_ENDPOINT must be an absolute URL'],
  ])('refuses incomplete storage settings in one line: %j', (source, problem) => {
    expect(() => loadServerEnv(source)).toThrow(new ConfigurationError([problem]));
  });

  it('reads TRUST_PROXY as no trust, a hop count or proxy addresses', () => {
    expect(loadServerEnv({}).TRUST_PROXY).toBe(false);
    expect(loadServerEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadServerEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadServerEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadServerEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1,::1, fd00::/8, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true, saying to give a hop count or the proxy addresses', () => {
    expect(() => loadServerEnv({ TRUST_PROXY: 'true' })).toThrow(/^Invalid configuration: TRUST_PROXY must not be true .*number of proxies.*addresses/);
  });

  it.each(['0', 'yes', '10.0.0.0/33', 'proxy.internal', '10.0.0.1, nonsense'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadServerEnv({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY must be false, the number of proxies/);
  });

  it('sends HSTS only when HSTS_MAX_AGE is set', () => {
    expect(loadServerEnv({}).HSTS_MAX_AGE).toBe(0);
    expect(loadServerEnv({ HSTS_MAX_AGE: '31536000' }).HSTS_MAX_AGE).toBe(31_536_000);
  });
});

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an entry point as its own process group, killed whole if it is still running after the timeout. */
function runEntryPoint(file: string, env: Record<string, string>, timeoutMs = 30_000): Promise<Exit> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-env-'));
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  }, timeoutMs);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, stdout, stderr });
    });
  });
}

describe('a bad configuration at start-up', () => {
  it.each(['server/index.ts', 'scripts/start.ts', 'server/cli/seed.ts', 'server/cli/purge.ts', 'server/cli/admin.ts', 'server/cli/files-migrate.ts'])(
    '%s prints one line naming the variable and its rule, and exits 1',
    { timeout: 60_000 },
    async (file) => {
      const exit = await runEntryPoint(file, { ADMIN_TOKEN: 'short' });
      expect(exit).toEqual({ code: 1, stdout: '', stderr: 'Invalid configuration: ADMIN_TOKEN must be at least 16 characters\n' });
    },
  );

  it('the server refuses TRUST_PROXY=true in one line', { timeout: 60_000 }, async () => {
    const exit = await runEntryPoint('server/index.ts', { TRUST_PROXY: 'true' });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toMatch(/^Invalid configuration: TRUST_PROXY must not be true [^\n]*proxies[^\n]*addresses[^\n]*\n$/);
  });
});

describe('the certificate signing key', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p12-'));
  const file = path.join(dir, 'company.p12');
  fs.writeFileSync(file, developmentP12('Verbalis test', 'open sesame', new Date('2026-06-01T00:00:00Z')));

  it('reads the configured PKCS#12 file and passphrase; unset, the development key is used', () => {
    const signing = loadServerEnv({ CERTIFICATE_P12_FILE: file, CERTIFICATE_P12_PASSPHRASE: 'open sesame' }).CERTIFICATE_SIGNING;
    expect(signing?.passphrase).toBe('open sesame');
    expect(signing?.p12.byteLength).toBeGreaterThan(1000);
    expect(loadServerEnv({}).CERTIFICATE_SIGNING).toBeUndefined();
  });

  it.each([
    [
      { CERTIFICATE_P12_FILE: file, CERTIFICATE_P12_PASSPHRASE: 'wrong' },
      `CERTIFICATE_P12_FILE is not a PKCS#12 file, or CERTIFICATE_P12_PASSPHRASE does not open it (${file})`,
    ],
    [{ CERTIFICATE_P12_FILE: path.join(dir, 'missing.p12') }, `CERTIFICATE_P12_FILE cannot be read (ENOENT: ${path.join(dir, 'missing.p12')})`],
  ])('refuses a file that cannot sign in one line', (source, problem) => {
    expect(() => loadServerEnv(source)).toThrow(new ConfigurationError([problem]));
  });
});
