import compress from '@fastify/compress';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { nonHtmlCsp } from './csp';

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security max-age in seconds; 0 sends no HSTS header. */
  hstsMaxAge: number;
}

/**
 * Headers every response carries, page, file or API answer alike; pages replace the CSP with
 * their own. HSTS goes on every response when configured, whatever the scheme looks like from
 * here: browsers ignore it over plain HTTP (RFC 6797 §8.1), and behind a TLS-terminating proxy
 * the scheme is only a header, so it must not depend on which proxies are trusted.
 */
export function securityHeaders({ hstsMaxAge }: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': nonHtmlCsp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(hstsMaxAge > 0 ? { 'strict-transport-security': `max-age=${hstsMaxAge}; includeSubDomains` } : {}),
  };
}

export function applySecurityHeaders(reply: FastifyReply, options: SecurityHeaderOptions): void {
  reply.headers(securityHeaders(options));
}

export function cacheControlFor(path: string): string {
  if (path.startsWith('/_next/static/')) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html') || path.endsWith('.txt') || path.endsWith('.xml')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/**
 * Compression, the security headers and `x-request-id` for the whole server; registered before any
 * route. One hook sets them all, from an object built once (the API adds its CORS headers in one
 * hook of its own, server/http/cors.ts): every hook is a call and a callback on every request.
 */
export const httpBasics = fp(
  async (app: FastifyInstance, options: SecurityHeaderOptions) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers).header('x-request-id', request.id);
      done();
    });
    await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  },
  { name: 'verbalis-http-basics' },
) satisfies FastifyPluginAsync<SecurityHeaderOptions>;
