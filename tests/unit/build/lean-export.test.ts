import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hydratesFromPayloadFile, PayloadShapeError } from '@/scripts/build/lean-payload';
import { isServiceVariantPath } from '@/lib/services/variant-path';
import { leanStaticExport } from '@/scripts/postbuild/lean-export';
import { prefetchedPaths } from '@/scripts/postbuild/prefetch-targets';

/** A payload as Next writes it: AppLink's client reference, then a tree with links. */
function payloadWith(links: { href: string; prefetch?: false }[]): string {
  const elements = links.map((link) => ['$', '$L4', null, { ...link, children: 'x' }]);
  return `4:I[2372,["2216","$2"],"AppLink"]\n0:{"P":null,"c":["",""],"t":${JSON.stringify(['$', 'nav', null, { children: elements }])}}\n1b:"$Sreact.fragment"\n`;
}
const html = (payload: string) =>
  `<html><body><h1>t</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push(${JSON.stringify([1, payload])})</script></body></html>`;

let out = '';
afterEach(() => rmSync(out, { recursive: true, force: true }));

function site(pages: Record<string, string>, segments: string[] = ['__next._tree.txt', '__next._index.txt', '__next.x.__PAGE__.txt']) {
  out = mkdtempSync(join(tmpdir(), 'lean-export-'));
  for (const [page, payload] of Object.entries(pages)) {
    const dir = join(out, ...page.split('/').filter(Boolean));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), html(payload));
    writeFileSync(join(dir, 'index.txt'), payload);
    writeFileSync(join(dir, '__next._full.txt'), payload);
    for (const name of segments) writeFileSync(join(dir, name), 'segment');
  }
  return out;
}

describe('prefetchedPaths', () => {
  it('lists the links that prefetch, not those with prefetch={false}', () => {
    const paths = prefetchedPaths(Buffer.from(payloadWith([{ href: '/pricing/' }, { href: '/services/document-translation/spanish/', prefetch: false }])));
    expect(paths).toEqual(['/pricing/']);
  });

  it('is undefined for a payload without the link component', () => {
    expect(prefetchedPaths(Buffer.from('0:{"P":null}\n'))).toBeUndefined();
  });
});

describe('isServiceVariantPath', () => {
  it.each([
    ['/services/document-translation/spanish/', true],
    ['/services/remote-interpretation/zoom/?x=1#faq', true],
    ['/services/on-site-interpretation/', false],
    ['/services/proofreading/x/', false],
    ['/pricing/', false],
  ])('%s → %s', (path, expected) => {
    expect(isServiceVariantPath(path)).toBe(expected);
  });
});

describe('leanStaticExport', () => {
  const variant = '/services/document-translation/spanish/';

  it('keeps one payload per page and no prefetch files on variant pages', () => {
    const dir = site({
      '/': payloadWith([{ href: '/pricing/' }, { href: variant, prefetch: false }]),
      '/pricing/': payloadWith([{ href: '/' }]),
      [variant]: payloadWith([{ href: '/' }]),
    });
    const result = leanStaticExport(dir);
    expect(result).toMatchObject({ pages: 3, rewritten: 3, removedFiles: 3 + 3 });
    expect(readdirSync(join(dir, 'pricing')).sort()).toEqual(['__next._index.txt', '__next._tree.txt', '__next.x.__PAGE__.txt', 'index.html', 'index.txt']);
    expect(readdirSync(join(dir, 'services', 'document-translation', 'spanish')).sort()).toEqual(['index.html', 'index.txt']);
    expect(hydratesFromPayloadFile(readFileSync(join(dir, 'index.html'), 'utf8'))).toBe(true);
    // A second run finds nothing left to do.
    expect(leanStaticExport(dir)).toMatchObject({ rewritten: 0, removedFiles: 0 });
  });

  it('fails, naming both pages, when a link would prefetch a variant page', () => {
    const dir = site({ '/': payloadWith([{ href: '/pricing/' }]), '/blog/post/': payloadWith([{ href: variant }]), [variant]: payloadWith([{ href: '/' }]) });
    expect(() => leanStaticExport(dir)).toThrow(`/blog/post/ has a link that prefetches the service variant page ${variant}`);
  });

  it('fails when the _full copy is not the payload Next inlined', () => {
    const dir = site({ '/': payloadWith([{ href: '/pricing/' }]) });
    writeFileSync(join(dir, '__next._full.txt'), 'other');
    expect(() => leanStaticExport(dir)).toThrow(PayloadShapeError);
  });

  it("fails when no link can be read in the home page's payload", () => {
    const dir = site({ '/': '0:{"P":null}\n' });
    expect(() => leanStaticExport(dir)).toThrow(/no AppLink element could be read/);
  });
});
