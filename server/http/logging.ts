import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { ServerEnv } from '../env';
import { atMostEvery } from '../db/unavailable';
import { redactSecrets, redactUrl } from './redact';

/** What a request log line says about the request: method and path, nothing personal. */
export function serializeRequest(req: { method: string; url: string }) {
  return { method: req.method, url: redactUrl(req.url) };
}

/** Database errors quote the failed query's parameters (names, emails, tokens): cut them off, and any token quoted elsewhere. */
function withoutParameters(text: string): string {
  const cut = text.search(/\n?params:/);
  return redactSecrets(cut === -1 ? text : `${text.slice(0, cut)} [parameters removed]`);
}

function readString(value: object, key: string): string | undefined {
  const found: unknown = Reflect.get(value, key);
  return typeof found === 'string' ? found : undefined;
}

/** An error as logged: type, code, message and stack frames; never a constraint's values or query parameters. */
export function serializeError(error: Error): { type: string; message: string; stack: string; code?: string; cause?: string } {
  const cause: unknown = error.cause;
  const causeCode = cause instanceof Error ? readString(cause, 'code') : undefined;
  return {
    type: error.name,
    code: readString(error, 'code') ?? causeCode,
    message: withoutParameters(error.message),
    ...(cause instanceof Error ? { cause: withoutParameters(cause.message) } : {}),
    // Only the frames: the stack's first lines repeat the message.
    stack: redactSecrets(
      (error.stack ?? '')
        .split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n'),
    ),
  };
}

const serializers = {
  req: serializeRequest,
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
  err: serializeError,
};

/**
 * Log lines go to stdout through pino's asynchronous destination: a line is copied into a buffer and
 * written when the previous write has finished, so under load many lines share one write instead of
 * one blocking write each. With synchronous writes and two `info` lines per request, the default
 * logging cost GET health 26 % of its throughput (11.3k against 15.4k answers/s, 60 against 40 µs of
 * CPU each; `npm run bench:api`). What is still buffered is written synchronously when the process
 * exits, a crash included (pino flushes its destinations on `exit`; `exitOnUncaughtError` logs the
 * error as `fatal` first).
 */
function logDestination(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/**
 * Pino options: requests are logged by method, path and status only. No IP addresses, query
 * strings, headers, bodies or query parameters in errors, so logs hold no personal data.
 */
export function loggerOptions(env: ServerEnv, stream: pino.DestinationStream = logDestination()): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return { level: env.LOG_LEVEL, serializers, stream };
}

/** A logger outside Fastify (the cluster's primary), with the same level, serializers and destination. */
export function processLogger(env: Pick<ServerEnv, 'LOG_LEVEL'>): pino.Logger {
  return pino({ level: env.LOG_LEVEL, serializers }, logDestination());
}

/**
 * Which request lines are written, and at what level. Fastify writes two `info` lines per request
 * by default ("incoming request", "request completed"); at `info` every answer then costs two log
 * lines. Here a request is logged once, when it completes, with its method, path, status and time:
 * - at `error` when it failed in a way Fastify saw (the reply could not be sent);
 * - at `warn` when it answered 5xx (the error itself is logged at `error` by http/error-handler.ts)
 *   or took `LOG_SLOW_REQUEST_MS` or longer;
 * - at `info` when it answered 4xx (a refused request is worth a line: rate limits, bad clients);
 * - at `debug` otherwise, with "incoming request" at `debug` too: `LOG_LEVEL=debug` shows every request.
 * 429 and 503 answers are logged at most once a second each (with `suppressed`, the lines held back).
 */
export class RequestLogController extends LogController {
  readonly slowMs: number;
  /**
   * The answers an outage or a flood repeats for every request (503 with Retry-After, 429): at most
   * one line a second for each, with the count of those held back, so a database outage under
   * load writes a line a second, not a line per request.
   */
  private readonly repeated = new Map([
    [429, atMostEvery(1_000)],
    [503, atMostEvery(1_000)],
  ]);

  constructor(slowMs: number) {
    super();
    this.slowMs = slowMs;
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const time = reply.elapsedTime;
    const gate = this.repeated.get(reply.statusCode);
    if (!error && gate !== undefined) {
      if (!gate.due()) return;
      const suppressed = gate.suppressed();
      const fields = { req: request, res: reply, responseTime: time, ...(suppressed > 0 ? { suppressed } : {}) };
      if (reply.statusCode >= 500) reply.log.warn(fields, 'request completed');
      else reply.log.info(fields, 'request completed');
      return;
    }
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: time }, 'request errored');
    } else if (reply.statusCode >= 500 || time >= this.slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime: time }, 'request completed');
    } else if (reply.statusCode >= 400) {
      reply.log.info({ req: request, res: reply, responseTime: time }, 'request completed');
    } else {
      reply.log.debug({ req: request, res: reply, responseTime: time }, 'request completed');
    }
  }
}

/**
 * An error nothing caught ends the process (Node's default), but first it is logged as `fatal`
 * through the app's logger, so that it reaches the same log as everything else; the asynchronous
 * destination is flushed synchronously on exit. With logging off it goes to stderr as Node would.
 */
export function exitOnUncaughtError(log: { fatal: (fields: object, message: string) => void }, env: Pick<ServerEnv, 'LOG_LEVEL'>): void {
  process.on('uncaughtException', (error, origin) => {
    if (env.LOG_LEVEL === 'silent') console.error(error);
    else log.fatal({ err: error, origin }, 'uncaught error; exiting');
    process.exit(1);
  });
}
