import { count, eq, inArray, min } from 'drizzle-orm';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database';
import { outboxMessages } from '../db/schema';
import type { UploadIntake } from '../files/intake';

/** What the gauges read when Prometheus scrapes; set once the services exist. */
export interface MetricSources {
  database: Database;
  uploads: UploadIntake;
}

/**
 * One process's metrics (prom-client), in its own registry: request latency by route and status,
 * the database pool, the outbox, the offer tick, uploads in flight and the file workers' queue,
 * plus Node's own (event loop lag, heap, GC). Served on METRICS_PORT (server/metrics/server.ts).
 */
export class ApiMetrics {
  readonly registry = new Registry();
  private sources: MetricSources | undefined;

  readonly requestDuration = new Histogram({
    name: 'verbalis_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route (its template, never a token) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly offerTick = new Histogram({
    name: 'verbalis_offer_tick_duration_seconds',
    help: 'Duration of one assignment tick (expiring offers, sending waves).',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'verbalis_' });
    // The gauges' collect() runs with the gauge as `this`; these read this object's state.
    const sources = () => this.sources;
    const outboxCounts = () => this.outboxCounts();
    const oldestPendingAge = () => this.oldestPendingAge();
    new Gauge({
      name: 'verbalis_db_pool_connections_in_use',
      help: 'PostgreSQL connections of this process checked out of its pool (0 with the embedded PGlite).',
      registers: [this.registry],
      collect() {
        this.set(sources()?.database.connections?.().inUse ?? 0);
      },
    });
    new Gauge({
      name: 'verbalis_db_pool_waiting',
      help: 'Queries of this process waiting for a free connection of its pool (0 with PGlite).',
      registers: [this.registry],
      collect() {
        this.set(sources()?.database.connections?.().waiting ?? 0);
      },
    });
    new Gauge({
      name: 'verbalis_upload_inflight_bytes',
      help: 'Bytes of uploads this process has reserved while it receives and checks them (UPLOAD_INFLIGHT_MAX_BYTES is the limit).',
      registers: [this.registry],
      collect() {
        this.set(sources()?.uploads.budget.inUse ?? 0);
      },
    });
    new Gauge({
      name: 'verbalis_file_workers_queued',
      help: 'Files waiting for a file worker thread of this process.',
      registers: [this.registry],
      collect() {
        this.set(sources()?.uploads.workers.queued ?? 0);
      },
    });
    // The outbox is the database's, the same for every process: with several, take max, not sum.
    new Gauge({
      name: 'verbalis_outbox_messages',
      help: 'Mail in the outbox by status: pending (waiting to be sent or retried), failed (given up), held (quarantined).',
      labelNames: ['status'] as const,
      aggregator: 'max',
      registers: [this.registry],
      async collect() {
        const counts = await outboxCounts();
        for (const status of ['pending', 'failed', 'held'] as const) this.set({ status }, counts[status]);
      },
    });
    new Gauge({
      name: 'verbalis_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest message still waiting to be sent (0 when none waits).',
      aggregator: 'max',
      registers: [this.registry],
      async collect() {
        this.set(await oldestPendingAge());
      },
    });
  }

  /** Called once the services the gauges read exist. */
  watch(sources: MetricSources): void {
    this.sources = sources;
  }

  private async outboxCounts(): Promise<Record<'pending' | 'failed' | 'held', number>> {
    const counts = { pending: 0, failed: 0, held: 0 };
    if (this.sources === undefined) return counts;
    const rows = await this.sources.database.db
      .select({ status: outboxMessages.status, count: count() })
      .from(outboxMessages)
      .where(inArray(outboxMessages.status, ['pending', 'failed', 'held']))
      .groupBy(outboxMessages.status);
    for (const row of rows) if (row.status !== 'sent') counts[row.status] = row.count;
    return counts;
  }

  private async oldestPendingAge(): Promise<number> {
    if (this.sources === undefined) return 0;
    const [row] = await this.sources.database.db
      .select({ oldest: min(outboxMessages.createdAt) })
      .from(outboxMessages)
      .where(eq(outboxMessages.status, 'pending'));
    return row?.oldest == null ? 0 : Math.max(0, (Date.now() - row.oldest.getTime()) / 1000);
  }
}
