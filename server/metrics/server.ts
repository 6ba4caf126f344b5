import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a scrape answers: the text exposition format and its content type. */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

/**
 * `GET /metrics` on its own port (METRICS_PORT), apart from the public one: the proxy never
 * forwards it, so only the private network (Prometheus) reaches it. Anything else is 404.
 */
export async function serveMetrics(source: MetricsSource, host: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    source.metrics().then(
      (text) => response.writeHead(200, { 'content-type': source.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`Metrics could not be collected: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

export function portOf(server: http.Server): number {
  const address: AddressInfo | string | null = server.address();
  return typeof address === 'object' && address !== null ? address.port : 0;
}
