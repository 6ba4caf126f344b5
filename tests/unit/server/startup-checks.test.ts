import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { ConfigurationError, loadServerEnv } from '@/server/env';
import { startTestS3 } from '@/tests/helpers/s3';
import { openTestDatabase, postgresForFile, testEnv } from './support/test-app';

/*
 * A setting that points at nothing stops start-up with one line naming the variable, instead of a
 * stack trace or a process that says it is healthy; an unreachable mail server only warns.
 */
const postgres = postgresForFile();
const s3 = await startTestS3('some-other-bucket');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-startup-'));
afterAll(async () => {
  await s3.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The one line start-up failed with. */
async function startupFailure(env: Record<string, string>, options: { serveSite?: boolean; withDatabase?: boolean } = {}): Promise<string> {
  const database = options.withDatabase === true ? await openTestDatabase('pglite', postgres) : undefined;
  try {
    const app = await buildApp({ env: testEnv(env), serveSite: options.serveSite ?? false, database });
    await app.close();
    return 'started';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return error instanceof Error ? error.message : String(error);
  } finally {
    await database?.close();
  }
}

describe('start-up checks', () => {
  it('MIGRATIONS_DIR without migrations', async () => {
    expect(await startupFailure({ MIGRATIONS_DIR: path.join(scratch, 'nowhere') })).toMatch(
      /^Invalid configuration: MIGRATIONS_DIR must be the folder of the SQL migrations/,
    );
  });

  it('DATABASE_URL that reaches no database, its password not repeated', { timeout: 60_000 }, async () => {
    const message = await startupFailure({ DATABASE_URL: 'postgres://verbalis:hunter2secret@127.0.0.1:1/verbalis' });
    expect(message).toMatch(/^Invalid configuration: DATABASE_URL must reach a PostgreSQL database: .*ECONNREFUSED/);
    expect(message).not.toContain('hunter2secret');
    expect(message).not.toContain('\n');
  });

  it('UPLOAD_DIR that is a file, not a folder', { timeout: 60_000 }, async () => {
    const file = path.join(scratch, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    expect(await startupFailure({ UPLOAD_DIR: file }, { withDatabase: true })).toMatch(
      /^Invalid configuration: UPLOAD_DIR must be a folder the server can create and write: /,
    );
  });

  it('S3_BUCKET that the S3 server does not have', { timeout: 60_000 }, async () => {
    const message = await startupFailure({ ...s3.env, S3_BUCKET: 'missing-bucket' }, { withDatabase: true });
    expect(message).toMatch(/^Invalid configuration: S3_BUCKET must be a bucket the S3_\* settings can reach and write: /);
    // The same settings with the bucket the server has start.
    expect(await startupFailure({ ...s3.env, S3_BUCKET: 'some-other-bucket' }, { withDatabase: true })).toBe('started');
  });

  it('SITE_DIR without a built site, and CSP_MANIFEST missing or empty, when the site is served', async () => {
    const site = path.join(scratch, 'out');
    expect(await startupFailure({ SITE_DIR: site }, { serveSite: true })).toMatch(/^Invalid configuration: SITE_DIR must be the built site/);
    fs.mkdirSync(site);
    fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>x</title>');
    const manifest = path.join(scratch, 'csp-manifest.json');
    expect(await startupFailure({ SITE_DIR: site, CSP_MANIFEST: manifest }, { serveSite: true })).toMatch(
      /^Invalid configuration: CSP_MANIFEST must be the build's/,
    );
    fs.writeFileSync(manifest, JSON.stringify({ sources: { scriptOrigins: [], connectOrigins: [] }, pages: {} }));
    expect(await startupFailure({ SITE_DIR: site, CSP_MANIFEST: manifest }, { serveSite: true })).toMatch(
      /^Invalid configuration: CSP_MANIFEST must list the pages' script hashes/,
    );
  });

  it('SMTP_URL that is not an SMTP URL', () => {
    expect(() => loadServerEnv({ SMTP_URL: 'mail.example.com:587' })).toThrow('Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL');
    expect(loadServerEnv({ SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }).SMTP_URL).toBe('smtps://user:pass@smtp.example.com:465');
  });

  it('an SMTP server that does not answer: one warning, and the process starts with mail waiting in the outbox', { timeout: 60_000 }, async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const database = await openTestDatabase('pglite', postgres);
    const app = await buildApp({ env: testEnv({ LOG_LEVEL: 'warn', SMTP_URL: 'smtp://127.0.0.1:1' }), serveSite: false, database, logStream: stream });
    try {
      await app.ready();
      await expect.poll(() => lines.filter((line) => line.msg.startsWith('SMTP_URL:')).length, { timeout: 30_000 }).toBe(1);
      expect(lines.find((line) => line.msg.startsWith('SMTP_URL:'))).toMatchObject({ level: 40, msg: expect.stringContaining('mail waits in the outbox') });
      expect((await app.inject({ method: 'GET', url: '/api/v1.1/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('the server process prints the one line and exits 1', { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: scratch,
        SERVE_SITE: 'false',
        MIGRATIONS_DIR: path.join(scratch, 'nowhere'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Invalid configuration: MIGRATIONS_DIR must be the folder of the SQL migrations[^\n]*\n$/);
  });
});
