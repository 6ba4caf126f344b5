/**
 * Post-build step: each page of out/ keeps one copy of its RSC payload, and the service variant pages
 * keep no prefetch files (see scripts/build/lean-payload.ts and lib/services/variant-path.ts).
 *
 * 1. For every page folder with an `index.txt`, the byte-identical `__next._full.txt` is removed: Next's
 *    client router never requests it (a browser's network log of prefetches and soft navigations shows
 *    `index.txt`, `__next._tree.txt`, `__next._index.txt` and `__next.<segment>.__PAGE__.txt` only).
 * 2. The HTML hydrates from `index.txt` instead of carrying it inline (41–47 KB of 72–85 KB of HTML on a
 *    service page).
 * 3. No link prefetches a service variant page, so their per-segment prefetch files (`__next._tree.txt`,
 *    `__next._index.txt`, `__next.services.….__PAGE__.txt`, ~45 KB and 3 files each) are never requested
 *    and are removed; a soft navigation to one fetches its `index.txt`. Every payload is read first: a
 *    link that would prefetch a variant page fails the build, naming both pages.
 *
 * Throws, naming the page, when Next's output no longer has the shape these steps rely on; safe to run twice.
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { hydrateFromPayloadFile, hydratesFromPayloadFile, PayloadShapeError } from '../build/lean-payload';
import { isServiceVariantPath } from '../../lib/services/variant-path';
import { prefetchedPaths } from './prefetch-targets';

export interface LeanExportResult {
  pages: number;
  rewritten: number;
  removedFiles: number;
  removedBytes: number;
}

function* pageFolders(dir: string): Generator<string> {
  const entries = readdirSync(dir, { withFileTypes: true });
  if (entries.some((e) => e.isFile() && e.name === 'index.txt') && entries.some((e) => e.isFile() && e.name === 'index.html')) yield dir;
  for (const entry of entries) if (entry.isDirectory() && entry.name !== '_next') yield* pageFolders(join(dir, entry.name));
}

const isPrefetchFile = (name: string) => name.startsWith('__next.') && name.endsWith('.txt');

export function leanStaticExport(outDir: string): LeanExportResult {
  const result: LeanExportResult = { pages: 0, rewritten: 0, removedFiles: 0, removedBytes: 0 };
  const folders = [...pageFolders(outDir)].map((dir) => ({
    dir,
    page: relative(outDir, dir) === '' ? '/' : `/${relative(outDir, dir).split(sep).join('/')}/`,
  }));

  // Which pages some link prefetches, from every payload, before anything is removed.
  const prefetchedBy = new Map<string, string>();
  for (const { dir, page } of folders) {
    const paths = prefetchedPaths(readFileSync(join(dir, 'index.txt')));
    if (paths === undefined && page === '/') throw new PayloadShapeError(page, 'has a payload in which no AppLink element could be read');
    for (const path of paths ?? []) if (!prefetchedBy.has(path)) prefetchedBy.set(path, page);
  }
  if (prefetchedBy.size === 0) throw new PayloadShapeError('/', 'links to nothing that prefetches, by this reading of the payloads');
  const variantsPrefetched = [...prefetchedBy].filter(([path]) => isServiceVariantPath(path));
  if (variantsPrefetched.length > 0) {
    const [path, from] = variantsPrefetched[0] ?? [];
    throw new Error(
      `lean export: ${from} has a link that prefetches the service variant page ${path} (and ${variantsPrefetched.length - 1} more); give it prefetch={false} (lib/services/variant-path.ts)`,
    );
  }

  for (const { dir, page } of folders) {
    const htmlFile = join(dir, 'index.html');
    const html = readFileSync(htmlFile, 'utf8');
    const payload = readFileSync(join(dir, 'index.txt'), 'utf8');
    const full = join(dir, '__next._full.txt');
    result.pages += 1;
    if (!hydratesFromPayloadFile(html)) {
      if (!existsSync(full)) throw new PayloadShapeError(page, 'has no __next._full.txt beside its index.txt');
      if (readFileSync(full, 'utf8') !== payload) throw new PayloadShapeError(page, 'has a __next._full.txt that is not its index.txt');
      const lean = hydrateFromPayloadFile(html, payload, page);
      writeFileSync(htmlFile, lean);
      result.rewritten += 1;
      result.removedBytes += Buffer.byteLength(html) - Buffer.byteLength(lean);
    }
    const drop = readdirSync(dir).filter((name) => (isServiceVariantPath(page) ? isPrefetchFile(name) : name === '__next._full.txt'));
    for (const name of drop) {
      const file = join(dir, name);
      result.removedBytes += readFileSync(file).length;
      rmSync(file);
      result.removedFiles += 1;
    }
  }
  return result;
}
