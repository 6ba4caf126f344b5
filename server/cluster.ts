import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { AggregatorRegistry } from 'prom-client';
import { portOf, serveMetrics } from './metrics/server';

/** A worker that crashes again within this time of listening counts as a repeated crash: the next restart waits longer. */
const STEADY_AFTER_MS = 30_000;
const FIRST_RESTART_MS = 500;
const MAX_RESTART_MS = 30_000;
/** How long the workers have to finish their requests and close on SIGTERM/SIGINT before they are killed. */
const SHUTDOWN_GRACE_MS = 30_000;

export interface PrimaryOptions {
  workers: number;
  log: Logger;
  /** Where the primary serves every worker's metrics together (prom-client's AggregatorRegistry). */
  metrics?: { host: string; port: number };
}

/**
 * `WEB_CONCURRENCY=N` with PostgreSQL: this process forks N workers that each run the whole API
 * (server/index.ts) and share one listening port through node:cluster, which hands connections to
 * them in turn. Nothing in a worker assumes it is alone: requests keep their state in PostgreSQL, and
 * the background jobs that every worker runs (the assignment tick, outbox delivery) claim their rows
 * with `FOR UPDATE SKIP LOCKED`, so two workers never take the same row; migrations and seeding hold an
 * advisory lock. Rate-limit counters are per process.
 *
 * A worker that exits while the primary is not shutting down is replaced, after 0.5 s, doubled for
 * each crash in a row up to 30 s (a worker that ran 30 s resets the count). SIGTERM and SIGINT go to
 * every worker, which closes gracefully; the primary exits when they all have, 0 if they all exited
 * cleanly, and kills any still running after 30 s.
 */
export function runPrimary({ workers, log, metrics }: PrimaryOptions): void {
  const slots = new Map<Worker, number>();
  const listeningSince = new Map<Worker, number>();
  const restarts = new Set<NodeJS.Timeout>();
  let crashesInARow = 0;
  let stopping = false;
  let cleanExits = true;

  const fork = (slot: number) => {
    const worker = cluster.fork();
    slots.set(worker, slot);
    worker.once('listening', (address) => {
      listeningSince.set(worker, Date.now());
      log.info({ worker: slot, workerPid: worker.process.pid, port: address.port }, `worker ${slot} listening`);
    });
  };

  const exitWhenDone = () => {
    if (stopping && slots.size === 0) process.exit(cleanExits ? 0 : 1);
  };

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker) ?? 0;
    const since = listeningSince.get(worker);
    slots.delete(worker);
    listeningSince.delete(worker);
    if (stopping) {
      if (code !== 0) cleanExits = false;
      log.info({ worker: slot, workerPid: worker.process.pid, code, signal }, `worker ${slot} stopped`);
      exitWhenDone();
      return;
    }
    crashesInARow = since !== undefined && Date.now() - since >= STEADY_AFTER_MS ? 1 : crashesInARow + 1;
    const delay = Math.min(MAX_RESTART_MS, FIRST_RESTART_MS * 2 ** (crashesInARow - 1));
    log.error({ worker: slot, workerPid: worker.process.pid, code, signal, restartInMs: delay }, `worker ${slot} exited; restarting it`);
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork(slot);
    }, delay);
    restarts.add(timer);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal, workers: slots.size }, 'shutting down the workers');
      for (const timer of restarts) clearTimeout(timer);
      for (const worker of slots.keys()) worker.process.kill(signal);
      setTimeout(() => {
        for (const worker of slots.keys()) worker.process.kill('SIGKILL');
        cleanExits = false;
      }, SHUTDOWN_GRACE_MS).unref();
      exitWhenDone();
    });
  }

  if (metrics !== undefined) {
    // Each scrape asks every worker for its registry over IPC and adds them up (the outbox gauges,
    // the same in every worker, are taken once: their aggregator is max).
    const aggregate = new AggregatorRegistry();
    serveMetrics({ contentType: aggregate.contentType, metrics: () => aggregate.clusterMetrics() }, metrics.host, metrics.port).then(
      (server) => log.info({ port: portOf(server) }, 'metrics of all workers at /metrics'),
      (error: unknown) => {
        log.error({ err: error }, 'METRICS_PORT: could not listen; no metrics are served');
      },
    );
  }
  log.info({ workers }, `starting ${workers} API processes`);
  for (let slot = 1; slot <= workers; slot += 1) fork(slot);
}
