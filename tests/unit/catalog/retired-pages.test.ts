import { describe, expect, it } from 'vitest';
import { getCatalog } from '@/lib/catalog/load.server';
import { retiredVariantRedirects } from '@/lib/catalog/retired-pages';
import { serviceRedirects } from '@/lib/services/page-variants';
import { listServicePaths } from '@/lib/services/paths.server';
import { resolvePath } from '@/server/site/file-index';

const retired = retiredVariantRedirects(getCatalog());
const redirects = serviceRedirects(getCatalog());
const table = new Map(redirects.map(({ from, to }) => [from, to]));
const pages = new Set(listServicePaths());

describe('redirects from retired service pages', () => {
  it.each([
    // Mandarin and Cantonese are spoken: their documents are Chinese (Simplified) or (Traditional).
    ['/services/document-translation/mandarin/', '/services/document-translation/chinese-simplified/'],
    ['/services/document-translation/cantonese/', '/services/document-translation/chinese-traditional/'],
    ['/services/document-translation/fuzhounese/', '/services/document-translation/chinese-simplified/'],
    ['/services/document-translation/taiwanese/', '/services/document-translation/chinese-traditional/'],
    // A retired pair goes to the pair that replaced it where that pair has a page, else to its stand-in.
    ['/services/document-translation/mandarin-in-new-york-ny/', '/services/document-translation/chinese-simplified/'],
    ['/services/document-translation/cantonese-in-san-francisco-ca/', '/services/document-translation/chinese-traditional/'],
    // No one speaks a script: its interpreting pages go to the spoken language written with it.
    ['/services/on-site-interpretation/chinese-simplified/', '/services/on-site-interpretation/mandarin/'],
    ['/services/remote-interpretation/chinese-traditional/', '/services/remote-interpretation/cantonese/'],
    ['/services/on-site-interpretation/chinese-simplified-in-seattle-wa/', '/services/on-site-interpretation/seattle-wa/'],
    ['/services/remote-interpretation/chinese-traditional-in-san-francisco-ca/', '/services/remote-interpretation/cantonese-in-san-francisco-ca/'],
    // Latin is read, not spoken: no interpreting page, so its translation page.
    ['/services/on-site-interpretation/latin/', '/services/document-translation/latin/'],
  ])('%s → %s', (from, to) => {
    expect(table.get(from)).toBe(to);
  });

  it('covers every retired address, never hides a page that exists and always lands on one', () => {
    expect(retired.length).toBeGreaterThan(100);
    for (const { from } of retired) expect(table.has(from), from).toBe(true);
    expect(redirects.filter(({ from }) => pages.has(from))).toEqual([]);
    expect(redirects.filter(({ to }) => !pages.has(to))).toEqual([]);
    expect(new Set(redirects.map((r) => r.from)).size).toBe(redirects.length);
  });

  it('is served as a permanent redirect, with or without the trailing slash, keeping the query', () => {
    const files = new Set(['/services/document-translation/chinese-simplified/index.html']);
    const target = '/services/document-translation/chinese-simplified/';
    expect(resolvePath('/services/document-translation/mandarin/', '?a=1', files, table)).toEqual({ kind: 'redirect', location: `${target}?a=1`, status: 308 });
    expect(resolvePath('/services/document-translation/mandarin', '', files, table)).toEqual({ kind: 'redirect', location: target, status: 308 });
    expect(resolvePath(target, '', files, table)).toEqual({ kind: 'page', path: `${target}index.html` });
  });
});
