import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { portOf, serveMetrics } from '@/server/metrics/server';
import { appForSuite, migratedDataDir, postgresForFile } from './support/test-app';
import { freePort, startServerProcess, waitForExit } from './support/server-process';

/*
 * Prometheus metrics on their own port: the names operators build dashboards on, and a request
 * that moves the latency histogram of its route (by template, so a token never becomes a label).
 */
const postgres = postgresForFile();

const expectedNames = [
  'verbalis_http_request_duration_seconds',
  'verbalis_db_pool_connections_in_use',
  'verbalis_db_pool_waiting',
  'verbalis_outbox_messages',
  'verbalis_outbox_oldest_pending_age_seconds',
  'verbalis_offer_tick_duration_seconds',
  'verbalis_upload_inflight_bytes',
  'verbalis_file_workers_queued',
  'verbalis_nodejs_eventloop_lag_seconds',
];

/** The value of one sample line (`name{labels} value`), or 0 when the series doesn't exist yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

async function scrape(port: number): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('metrics of one process', () => {
  const ctx = appForSuite('pglite', postgres);
  let server: http.Server | undefined;
  afterAll(() => new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve()))));

  it('lists the documented metrics, and a request moves its route’s histogram', async () => {
    const { app } = ctx();
    server = await serveMetrics(app.metrics.registry, '127.0.0.1', 0);
    const port = portOf(server);
    const series = 'verbalis_http_request_duration_seconds_count{method="GET",route="/api/v1.1/catalog",status="200"}';

    const before = await scrape(port);
    expect(before.status).toBe(200);
    expect(before.type).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of expectedNames) expect(before.text).toContain(`# TYPE ${name} `);

    expect((await app.inject({ method: 'GET', url: '/api/v1.1/catalog' })).statusCode).toBe(200);
    const token = randomBytes(32).toString('base64url');
    expect((await app.inject({ method: 'GET', url: `/api/v1.1/orders/${token}` })).statusCode).toBe(404);
    const after = await scrape(port);
    expect(sample(after.text, series)).toBe(sample(before.text, series) + 1);
    expect(after.text).toContain('route="/api/v1.1/orders/:token",status="404"');
    expect(after.text).not.toContain(token);
    expect(sample(after.text, 'verbalis_outbox_messages{status="pending"}')).toBeGreaterThanOrEqual(0);

    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });
});

describe('METRICS_PORT', () => {
  const dataDir = migratedDataDir('verbalis-metrics-');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('the server process serves its metrics there, apart from the API port', { timeout: 120_000 }, async () => {
    const metricsPort = await freePort();
    const server = await startServerProcess({ DATA_DIR: dataDir, METRICS_PORT: String(metricsPort), ASSIGNMENT_TICK_MS: '0' });
    try {
      expect((await fetch(`${server.url}/health/live`)).status).toBe(200);
      const { status, text } = await scrape(metricsPort);
      expect(status).toBe(200);
      for (const name of expectedNames) expect(text).toContain(`# TYPE ${name} `);
      expect(sample(text, 'verbalis_http_request_duration_seconds_count{method="GET",route="/api/v1.1/health/live",status="200"}')).toBe(1);
      // Not on the public port.
      expect((await fetch(`${server.url.replace('/api/v1.1', '')}/metrics`)).status).toBe(404);
    } finally {
      server.child.kill('SIGTERM');
      await waitForExit(server.child);
    }
  });
});
