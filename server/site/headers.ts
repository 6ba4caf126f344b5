import compress from '@fastify/compress';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { nonHtmlCsp } from '../../lib/security/csp';

/** Headers every response carries, page, file or API answer alike; pages replace the CSP with their own. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Content-Security-Policy', nonHtmlCsp);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
}

export function cacheControlFor(path: string): string {
  if (path.startsWith('/_next/static/')) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html') || path.endsWith('.txt') || path.endsWith('.xml')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/** Compression and security headers for the whole server; registered before any route. */
export const httpBasics = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      applySecurityHeaders(request, reply);
      done();
    });
    await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  },
  { name: 'verbalis-http-basics' },
) satisfies FastifyPluginAsync;
