/**
 * After `next build`, for every page in out/: keeps one copy of its RSC payload (scripts/postbuild/lean-export.ts), defers its scripts past the largest contentful paint (see
 * scripts/build/deferred-scripts.ts), drops `as` from its stylesheet links and the stylesheet preload
 * hints from its route payloads (scripts/build/next-markup.ts), then computes its Content-Security-Policy (sha256 of its inline
 * scripts, the loader included) into dist/csp-manifest.json, which the server sends with that page.
 * Last, out/_redirects: the service addresses without a page (variants without one of their own,
 * and pages of languages that can't have the service), each with the page that replaced it
 * (scripts/postbuild/redirects.ts), which the server (or a static host) answers with a 308.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { deferScripts } from './build/deferred-scripts';
import { dropStylePreloadHints, dropStylesheetAs } from './build/next-markup';
import { env } from '../lib/env';
import { inlineScripts, originOf, scriptHash, type CspManifest } from '../server/site/csp';
import { htmlFiles } from './content-check/built-site';
import { leanStaticExport } from './postbuild/lean-export';
import { writeVariantRedirects } from './postbuild/redirects';

const outDir = join(process.cwd(), 'out');
const manifestFile = join(process.cwd(), 'dist', 'csp-manifest.json');

const started = performance.now();
const analytics = originOf(env.analyticsUrl);
const sources = {
  scriptOrigins: analytics ? [analytics] : [],
  connectOrigins: [originOf(env.apiUrl), originOf(env.ipLookupUrl), analytics].filter((o): o is string => o !== undefined),
};

// First, so that the scripts it writes are deferred and hashed like Next's own.
const lean = leanStaticExport(outDir);

const pages: Record<string, string[]> = {};
let scripts = 0;
let deferred = 0;
for (const file of htmlFiles(outDir)) {
  const page = `/${relative(outDir, file).split('\\').join('/')}`;
  const built = readFileSync(file, 'utf8');
  // Throws, naming the page, when Next's script markup is no longer what it rewrites.
  const html = dropStylesheetAs(deferScripts(built, page), page);
  if (html !== built) {
    writeFileSync(file, html);
    deferred += 1;
  }
  const hashes = inlineScripts(html).map(scriptHash);
  scripts += hashes.length;
  pages[page] = hashes;
}
const manifest: CspManifest = { sources, pages };

/** The route payloads the client router fetches (out/**\/*.txt), without Next's own files under _next/. */
function* payloadFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_next') yield* payloadFiles(full);
    } else if (entry.name.endsWith('.txt') && entry.name !== 'robots.txt') yield full;
  }
}
let hints = 0;
for (const file of payloadFiles(outDir)) {
  const built = readFileSync(file, 'utf8');
  const { payload, dropped } = dropStylePreloadHints(built);
  // A stylesheet hint in a shape the rewrite does not know would go on preloading CSS on other pages.
  const left = /^[^\n]*:HL\[[^\n]*"style"[^\n]*$/m.exec(payload);
  if (left)
    throw new Error(
      `postbuild: /${relative(outDir, file)} has a stylesheet preload hint dropStylePreloadHints does not match: ${left[0]} (scripts/build/next-markup.ts)`,
    );
  if (dropped > 0) writeFileSync(file, payload);
  hints += dropped;
}

mkdirSync(join(process.cwd(), 'dist'), { recursive: true });
writeFileSync(manifestFile, JSON.stringify(manifest));
const redirects = writeVariantRedirects(outDir);
console.log(
  `postbuild: ${lean.rewritten} of ${lean.pages} pages hydrate from their index.txt (${lean.removedFiles} files and ${(lean.removedBytes / 1048576).toFixed(1)} MB that no request reads removed); ${deferred} pages rewritten to load their scripts after the largest contentful paint; ${hints} stylesheet preload hints dropped from route payloads; CSP for ${Object.keys(pages).length} pages (${scripts} inline scripts hashed); ${redirects} service addresses without a page redirected (out/_redirects); in ${Math.round(performance.now() - started)} ms`,
);
