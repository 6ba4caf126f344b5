import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController, serializeRequest } from '@/server/http/logging';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

/** A Fastify app logging at `level` into an array, with the server's request log controller (slow = 40 ms). */
async function appLoggingAt(level: string) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream, serializers: { req: serializeRequest, res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }) } },
    logController: new RequestLogController(40),
  });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/refused', async (_request, reply) => reply.status(404).send({ error: 'no' }));
  app.get('/failed', async (_request, reply) => reply.status(503).send({ error: 'down' }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('request logs', () => {
  it('at info: one line for a 4xx, a warning for a 5xx or a slow answer, nothing for a quick 2xx', async () => {
    const { app, lines } = await appLoggingAt('info');
    for (const url of ['/ok', '/refused', '/failed', '/slow']) await app.inject({ method: 'GET', url: `${url}?email=a@b.c` });
    expect(lines.map(({ level, msg, req, res }) => ({ level, msg, req, res }))).toEqual([
      { level: 30, msg: 'request completed', req: { method: 'GET', url: '/refused' }, res: { statusCode: 404 } },
      { level: 40, msg: 'request completed', req: { method: 'GET', url: '/failed' }, res: { statusCode: 503 } },
      { level: 40, msg: 'request completed', req: { method: 'GET', url: '/slow' }, res: { statusCode: 200 } },
    ]);
    await app.close();
  });

  it('at debug: every request, when it comes in and when it is answered', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 20, msg: 'incoming request' },
      { level: 20, msg: 'request completed' },
    ]);
    await app.close();
  });
});

describe('the log destination', () => {
  it('is written out in full when an uncaught error ends the process, the error logged as fatal', { timeout: 60_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-log-'));
    const script = path.join(dir, 'crash.ts');
    fs.writeFileSync(
      script,
      `import { exitOnUncaughtError, processLogger } from ${JSON.stringify(path.resolve('server/http/logging.ts'))};
const log = processLogger({ LOG_LEVEL: 'info' });
exitOnUncaughtError(log, { LOG_LEVEL: 'info' });
for (let i = 0; i < 20000; i++) log.info({ i }, 'line ' + i);
setImmediate(() => { throw new Error('boom after the lines'); });
`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise((resolve) => child.on('close', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
    const lines: (Line & { err?: { message: string } })[] = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(code).toBe(1);
    expect(lines.filter((line) => line.msg.startsWith('line '))).toHaveLength(20000);
    expect(lines.at(-1)).toMatchObject({ level: 60, msg: 'uncaught error; exiting', err: { message: 'boom after the lines' } });
  });
});
