import type { FastifyBaseLogger } from 'fastify';

/** Seconds a client is asked to wait before sending again while the database can't be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL's SQLSTATEs for a server that is gone, starting, shutting down or too slow to answer
 * within our limits (class 08 connection exceptions, 57P0x operator intervention, 57014 statement
 * timeout, 55P03 lock not available), and the socket errors of a server that can't be reached.
 */
const unavailableCodes = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '55P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);

/** node-postgres's own errors for a pool that could not connect in time or a connection that broke mid-query. */
const unavailableMessages = [
  /^timeout exceeded when trying to connect$/i,
  /^Connection terminated/i,
  /^Client has encountered a connection error/i,
  /^Query read timeout$/i,
];

/** Whether an error (or one it wraps, as drizzle's query errors do) says the database can't be reached now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined && unavailableCodes.has(code)) return true;
  if (unavailableMessages.some((pattern) => pattern.test(error.message))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * A gate for a log line that an outage repeats: open at most once per `intervalMs`, counting the
 * lines it held back meanwhile.
 */
export function atMostEvery(intervalMs: number): { due(): boolean; suppressed(): number } {
  let last = Number.NEGATIVE_INFINITY;
  let skipped = 0;
  return {
    due() {
      const now = Date.now();
      if (now - last < intervalMs) {
        skipped += 1;
        return false;
      }
      last = now;
      return true;
    },
    suppressed() {
      const count = skipped;
      skipped = 0;
      return count;
    },
  };
}

/**
 * Logs a broken idle connection once per outage (a restart breaks every idle connection of the
 * pool at once), then again only after a quiet minute.
 */
export function logConnectionError(log: FastifyBaseLogger): (error: Error) => void {
  const gate = atMostEvery(60_000);
  return (error) => {
    if (!gate.due()) return;
    log.warn(
      { err: { message: error.message, code: 'code' in error ? error.code : undefined }, suppressed: gate.suppressed() },
      'a database connection broke; the pool opens new ones when needed',
    );
  };
}
