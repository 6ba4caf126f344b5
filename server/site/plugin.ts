import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pageCsp, scriptFileCsp, type CspManifest } from './csp';
import { indexFiles, parseRedirects, resolvePath, safePathname } from './file-index';
import { cacheControlFor } from './headers';

export interface SiteOptions {
  root: string;
  cspManifest: string;
}

function loadManifest(file: string): CspManifest {
  if (!existsSync(file)) return { sources: { scriptOrigins: [], connectOrigins: [] }, pages: {} };
  const parsed: CspManifest = JSON.parse(readFileSync(file, 'utf8'));
  return parsed;
}

function loadRedirects(file: string): Map<string, string> {
  return existsSync(file) ? parseRedirects(readFileSync(file, 'utf8')) : new Map();
}

/** Serves the static export: clean URLs with trailing slashes, 308/302 redirects, 404.html, CSP per page. */
const sitePlugin: FastifyPluginAsync<SiteOptions> = async (app, options) => {
  const root = resolve(options.root);
  const files = indexFiles(root);
  // The redirects file is the build's list for the server (and static hosts), not a page to serve.
  files.delete('/_redirects');
  const manifest = loadManifest(options.cspManifest);
  const moved = loadRedirects(resolve(root, '_redirects'));
  const cspCache = new Map<string, string>();
  const cspFor = (page: string) => {
    let value = cspCache.get(page);
    if (value === undefined) {
      value = pageCsp(manifest.pages[page] ?? [], manifest.sources);
      cspCache.set(page, value);
    }
    return value;
  };
  if (files.size === 0) app.log.warn({ root }, 'the site folder is empty or missing: run npm run build');

  await app.register(fastifyStatic, { root, serve: false, decorateReply: true, etag: true, lastModified: true, cacheControl: false });

  const notFound = files.has('/404.html') ? '/404.html' : undefined;

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const parsed = safePathname(request.url);
      const resolution = parsed ? resolvePath(parsed.pathname, parsed.search, files, moved) : { kind: 'not-found' as const };
      switch (resolution.kind) {
        case 'redirect':
          return reply.redirect(resolution.location, resolution.status);
        case 'file':
          reply.header('Cache-Control', cacheControlFor(resolution.path));
          // A Web Worker takes its policy from its own script's response: it must be allowed to load chunks.
          if (resolution.path.endsWith('.js')) reply.header('Content-Security-Policy', scriptFileCsp);
          return reply.sendFile(resolution.path.slice(1));
        case 'page':
          reply.header('Cache-Control', cacheControlFor(resolution.path));
          reply.header('Content-Security-Policy', cspFor(resolution.path));
          return reply.type('text/html; charset=utf-8').sendFile(resolution.path.slice(1));
        case 'not-found':
          reply.code(404);
          if (!notFound) return reply.type('text/plain').send('This page could not be found');
          reply.header('Cache-Control', 'no-store');
          reply.header('Content-Security-Policy', cspFor(notFound));
          return reply.type('text/html; charset=utf-8').sendFile(notFound.slice(1));
      }
    },
  });
};

export const site = fp(sitePlugin, { name: 'verbalis-site' });
