import { createHash } from 'node:crypto';

/** Executable inline scripts in an HTML document (no src, JavaScript type). JSON-LD is data, not script. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') continue;
    if (body.length > 0) scripts.push(body);
  }
  return scripts;
}

export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export interface CspSources {
  /** Extra origins allowed to run scripts (e.g. analytics). */
  scriptOrigins: readonly string[];
  /** Extra origins the page may call (API on another host, IP lookup, analytics). */
  connectOrigins: readonly string[];
}

/** Written by scripts/postbuild.ts: the sha256 hashes of each page's inline scripts, keyed by file path in out/. */
export interface CspManifest {
  sources: CspSources;
  pages: Record<string, string[]>;
}

/** The Content-Security-Policy of one HTML page: 'self' plus the hashes of that page's inline scripts. */
export function pageCsp(hashes: readonly string[], sources: CspSources): string {
  const unique = [...new Set(hashes)];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...unique, ...sources.scriptOrigins].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ['connect-src', "'self'", ...sources.connectOrigins].join(' '),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Scripts may run as workers (the word counter), which load further chunks from our origin. */
export const scriptFileCsp = "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/** The policy for everything that is not a page (API answers, files). */
export const nonHtmlCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export function originOf(url: string | undefined): string | undefined {
  if (!url || url.startsWith('/')) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
