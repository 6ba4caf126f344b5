import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServiceSlug } from '@/lib/catalog';
import { listPageVariants } from '@/lib/services/page-variants';
import { getCatalog } from '@/lib/catalog/load.server';
import { appRoutes, sampleTemplates } from '../../../scripts/html-check/sample';
import { checkWithVnu } from '../../../scripts/html-check/vnu';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'html-check-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function touch(file: string, text = ''): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A fake app/ with these route folders and an out/ with these built pages. */
function site(routes: string[], built: string[]): { appDir: string; outDir: string } {
  const root = tempDir();
  const appDir = join(root, 'app');
  const outDir = join(root, 'out');
  for (const route of routes) touch(join(appDir, route, 'page.tsx'));
  touch(join(appDir, 'layout.tsx'));
  for (const path of built) touch(path.endsWith('.html') ? join(outDir, path) : join(outDir, path, 'index.html'));
  return { appDir, outDir };
}

describe('appRoutes', () => {
  it('lists the folder of every page, without route groups', () => {
    const { appDir } = site(['', 'about-us', '(legal)/agreement/[slug]', 'blog/[slug]'], []);
    expect(appRoutes(appDir)).toEqual(['', 'about-us', 'agreement/[slug]', 'blog/[slug]']);
  });
});

describe('sampleTemplates', () => {
  const catalog = getCatalog();
  const firstOfEachKind = (serviceId: 'document-translation' | 'remote-interpretation') => {
    const slugs = new Map<string, string>();
    for (const variant of listPageVariants(serviceId, catalog)) if (!slugs.has(variant.kind)) slugs.set(variant.kind, buildServiceSlug(variant));
    return slugs;
  };

  it('takes every static route, one variant page of each generated kind per service, the first page of other parameter routes and the 404 page', () => {
    const documents = firstOfEachKind('document-translation');
    const remote = firstOfEachKind('remote-interpretation');
    const variantPages = [
      ...[...documents.values()].map((slug) => `services/document-translation/${slug}`),
      ...[...remote.values()].map((slug) => `services/remote-interpretation/${slug}`),
    ];
    const { appDir, outDir } = site(
      ['', 'pricing', 'blog/[slug]', 'services/document-translation/[slug]', 'services/remote-interpretation/[slug]'],
      ['', 'pricing', 'blog/b-post', 'blog/a-post', 'blog/_private', '404.html', ...variantPages, 'services/document-translation/not-in-the-sample'],
    );
    const sample = sampleTemplates(appDir, outDir, catalog);
    expect(sample.map((page) => [page.template, page.path])).toEqual([
      ['/', '/'],
      ['/blog/[slug]', '/blog/a-post/'],
      ['/pricing', '/pricing/'],
      ...[...documents].map(([kind, slug]) => [`/services/document-translation/[slug] (${kind})`, `/services/document-translation/${slug}/`]),
      ...[...remote].map(([kind, slug]) => [`/services/remote-interpretation/[slug] (${kind})`, `/services/remote-interpretation/${slug}/`]),
      ['404', '/404.html'],
    ]);
    expect([...remote.keys()]).toEqual(['language', 'location', 'pair', 'platform']);
    expect(sample.every((page) => page.file.startsWith(outDir))).toBe(true);
  });

  it('fails, naming the route, when a route of app/ has no built page', () => {
    const { appDir, outDir } = site(['', 'faq', 'support/[slug]'], ['', '404.html']);
    expect(() => sampleTemplates(appDir, outDir, catalog)).toThrow(
      /no built page for \/faq \(\/faq\/\), \/support\/\[slug\] \(nothing built under out\/support\/\)/,
    );
  });
});

describe('checkWithVnu', () => {
  it('reports the errors of an invalid page with its file and line, and none for a valid one', () => {
    const dir = tempDir();
    const valid = join(dir, 'valid.html');
    const invalid = join(dir, 'invalid.html');
    touch(valid, '<!DOCTYPE html>\n<html lang="en"><head><title>Valid</title></head>\n<body><label for="name">Name</label> <input id="name"></body></html>\n');
    touch(invalid, '<!DOCTYPE html>\n<html lang="en"><head><title>Invalid</title></head>\n<body>\n<label for="name">Name</label></body></html>\n');
    const errors = checkWithVnu([valid, invalid]).filter((m) => m.kind === 'error');
    expect(errors).toEqual([expect.objectContaining({ file: invalid, line: 4, message: expect.stringContaining('“for” attribute of the “label” element') })]);
  });
});
