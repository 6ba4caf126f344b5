import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { buildTestApp, openTestDatabase, postgresForFile, testEnv } from './support/test-app';

const postgres = postgresForFile();

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request written as is to a socket (no client library to tidy it up), the answer parsed. */
function sendRaw(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while a large request is still being written: keep what it answered.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split === -1) return reject(new Error(`No HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const [statusLine = '', ...headerLines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

const request = (method: string, target: string, headers: string[] = []) =>
  [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...headers, 'Connection: close', '', ''].join('\r\n');

function expectSecurityHeaders(response: RawResponse): void {
  expect(response.headers).toMatchObject({
    'content-security-policy': expect.stringContaining("default-src 'none'"),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'x-request-id': expect.stringMatching(/^[\w-]{8,64}$/),
  });
}

/** JSON, exactly `{ error: { code, message } }`, with the security headers. */
function expectEnvelope(response: RawResponse, status: number, code: string): string {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(response.body);
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
  expectSecurityHeaders(response);
  return response.body;
}

describe('answers under /api/ on a real socket, with the site served too', () => {
  let app: FastifyInstance;
  let database: Database;
  let port: number;

  beforeAll(async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verbalis-site-'));
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Verbalis</title>');
    fs.writeFileSync(path.join(siteDir, '404.html'), '<!doctype html><title>Page not found</title>');
    database = await openTestDatabase('pglite', postgres);
    const manifest = path.join(siteDir, 'csp-manifest.json');
    fs.writeFileSync(manifest, JSON.stringify({ sources: { scriptOrigins: [], connectOrigins: [] }, pages: { '/index.html': [] } }));
    app = await buildTestApp({ env: testEnv({ SITE_DIR: siteDir, CSP_MANIFEST: manifest }), database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['GET', '/api/anything'],
    ['GET', '/api/v2/quotes'],
    ['POST', '/api/anything'],
    ['GET', '/api/v1.1/nothing-here?x=1'],
  ])('answers %s %s with a JSON 404, not the site page', async (method, target) => {
    const response = await sendRaw(port, request(method, target, method === 'POST' ? ['Content-Length: 0'] : []));
    expectEnvelope(response, 404, 'not_found');
    expect(JSON.parse(response.body).error.message).toBe(`There is no ${method} ${target.split('?')[0]} in this API.`);
  });

  it('answers the /api/ folder itself in JSON and leaves everything outside it to the site', async () => {
    expectEnvelope(await sendRaw(port, request('GET', '/api/')), 404, 'not_found');
    const page = await sendRaw(port, request('GET', '/'));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const missing = await sendRaw(port, request('GET', '/no-such-page/'));
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page not found');
  });

  it.each([
    ['GET', '/api/v1.1/contact-messages', 'POST'],
    ['PUT', '/api/v1.1/health', 'GET, HEAD'],
    ['DELETE', '/api/v1.1/catalog', 'GET, HEAD'],
    ['PROPFIND', '/api/v1.1/health', 'GET, HEAD'],
  ])('answers %s %s with 405 and Allow: %s', async (method, target, allow) => {
    const response = await sendRaw(port, request(method, target));
    expectEnvelope(response, 405, 'method_not_allowed');
    expect(response.headers.allow).toBe(allow);
  });

  it('answers headers over Node’s maxHeaderSize with a JSON 431', async () => {
    const response = await sendRaw(port, request('GET', '/api/v1.1/health', [`X-Padding: ${'a'.repeat(20_000)}`]));
    expectEnvelope(response, 431, 'headers_too_large');
  });

  it('answers a URL over Node’s maxHeaderSize with a JSON 431', async () => {
    const response = await sendRaw(port, request('GET', `/api/v1.1/catalog?q=${'a'.repeat(20_000)}`));
    expectEnvelope(response, 431, 'headers_too_large');
  });

  it('answers a request Node cannot parse with a JSON 400', async () => {
    const response = await sendRaw(port, 'BREW /api/v1.1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expectEnvelope(response, 400, 'bad_request');
  });

  it('answers a malformed percent-encoding with a JSON 400 under /api/ and plain text on the site', async () => {
    const api = await sendRaw(port, request('GET', '/api/v1.1/offers/%E0%A4%A'));
    expect(expectEnvelope(api, 400, 'bad_request')).toMatch(/percent-encoding/);
    const page = await sendRaw(port, request('GET', '/services/%E0%A4%A/'));
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expectSecurityHeaders(page);
  });

  it('answers an OPTIONS request that is not a complete preflight with a JSON 400', async () => {
    expectEnvelope(await sendRaw(port, request('OPTIONS', '/api/v1.1/contact-messages')), 400, 'bad_request');
    const noMethod = await sendRaw(port, request('OPTIONS', '/api/v1.1/contact-messages', ['Origin: https://www.verbalis.test']));
    expectEnvelope(noMethod, 400, 'bad_request');
    const preflight = await sendRaw(
      port,
      request('OPTIONS', '/api/v1.1/contact-messages', ['Origin: https://www.verbalis.test', 'Access-Control-Request-Method: POST']),
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://www.verbalis.test');
  });
});
