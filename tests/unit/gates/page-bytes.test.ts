import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bytesByTemplate, folderSize, pageBytes } from '@/scripts/bench/lib/page-bytes';

const out = mkdtempSync(join(tmpdir(), 'page-bytes-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function page(path: string, files: Record<string, number>) {
  const dir = join(out, ...path.split('/').filter(Boolean));
  mkdirSync(dir, { recursive: true });
  for (const [name, size] of Object.entries(files)) writeFileSync(join(dir, name), 'x'.repeat(size));
}
page('/', { 'index.html': 300, 'index.txt': 200, '__next._tree.txt': 10 });
page('/services/document-translation/spanish/', { 'index.html': 100, 'index.txt': 50 });
page('/services/document-translation/french/', { 'index.html': 120, 'index.txt': 60, 'notes.txt': 999 });
page('/services/remote-interpretation/zoom/', { 'index.html': 140, 'index.txt': 90, '__next._index.txt': 5 });
page('/services/document-translation/', { 'index.html': 500, 'index.txt': 400 });
mkdirSync(join(out, '_next', 'static'), { recursive: true });
writeFileSync(join(out, '_next', 'static', 'index.html'), 'not a page');

describe('page bytes of a built site', () => {
  it("counts HTML and the RSC files (index.txt, __next.*.txt) of each page, Next's own folder left out", () => {
    const pages = pageBytes(out);
    expect(pages.map((p) => p.path).sort()).toEqual([
      '/',
      '/services/document-translation/',
      '/services/document-translation/french/',
      '/services/document-translation/spanish/',
      '/services/remote-interpretation/zoom/',
    ]);
    expect(pages.find((p) => p.path === '/')).toEqual({ path: '/', template: 'home', html: 300, rsc: 210 });
    expect(pages.find((p) => p.path.endsWith('/french/'))?.rsc).toBe(60);
  });

  it('gives the median and the maximum, with its page, per template, service pages first', () => {
    const [service, ...rest] = bytesByTemplate(pageBytes(out));
    expect(service).toEqual({
      template: 'service page',
      pages: 3,
      html: { median: 120, max: 140, maxPath: '/services/remote-interpretation/zoom/' },
      rsc: { median: 60, max: 95, maxPath: '/services/remote-interpretation/zoom/' },
      total: { median: 180, max: 235, maxPath: '/services/remote-interpretation/zoom/' },
    });
    expect(rest.map((t) => t.template)).toEqual(['home', 'service listing']);
  });

  it('sizes the whole folder and counts its files', () => {
    expect(folderSize(out)).toEqual({ bytes: 300 + 200 + 10 + 150 + 1179 + 235 + 900 + 10, files: 14 });
  });
});
