import { describe, expect, it } from 'vitest';
import { renderRss } from '@/lib/content/rss';
import { absoluteUrl } from '@/lib/env';
import { listSitemapEntries, splitSitemap } from '@/lib/seo/sitemap-entries';
import { renderSitemapIndex, renderUrlSet, type SitemapEntry } from '@/lib/seo/sitemap-xml';
import { getSiteContent } from '@/lib/content/site-content';
import { getServiceCopy } from '@/lib/catalog/copy/load.server';
import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import { GET as sitemapPart, generateStaticParams as generatePartParams } from '@/app/sitemap/[part]/route';

describe('renderRss', () => {
  const xml = renderRss({
    title: 'Blog',
    description: 'Guides & answers',
    path: '/blog/',
    feedPath: '/blog/rss.xml',
    items: [
      { title: 'Notarization <vs> "certification"', description: 'A & B', path: '/blog/a/', published: '2026-02-10', author: 'Irina Kovalenko', categories: ['legal'] },
      { title: 'Second', description: 'Two', path: '/blog/b/', published: '2025-01-14', author: 'David Okafor', categories: [] },
    ],
  });

  it('is an RSS 2.0 channel with absolute item links', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect([...xml.matchAll(/<item>/g)]).toHaveLength(2);
    expect(xml).toContain(`<link>${absoluteUrl('/blog/a/')}</link>`);
    expect(xml).toContain(`<atom:link href="${absoluteUrl('/blog/rss.xml')}" rel="self"`);
  });

  it('escapes text and dates items in RFC 822', () => {
    expect(xml).toContain('<title>Notarization &lt;vs&gt; &quot;certification&quot;</title>');
    expect(xml).toContain('<description>Guides &amp; answers</description>');
    expect(xml).toContain('<pubDate>Tue, 10 Feb 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Tue, 10 Feb 2026 00:00:00 GMT</lastBuildDate>');
  });
});

describe('sitemap entries', () => {
  const content = getSiteContent();

  it('lists static pages, every post, article and agreement once', () => {
    const paths = listSitemapEntries([], content).map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/');
    expect(paths).toContain('/pro/interpreter/');
    for (const doc of [...content.posts, ...content.support, ...content.agreements]) expect(paths).toContain(doc.path);
    expect(paths).not.toContain('/en/');
  });

  it('adds the pages of external sources, without duplicates', () => {
    const services = () => [
      { path: '/services/document-translation/spanish/', lastModified: '2026-01-02' },
      { path: '/services/', lastModified: '2026-01-02' },
    ];
    const paths = listSitemapEntries([services], content).map((e) => e.path);
    expect(paths.filter((p) => p === '/services/')).toHaveLength(1);
    expect(paths.at(-1)).toBe('/services/document-translation/spanish/');
  });

  it('dates posts by their last update', () => {
    const post = content.posts.find((p) => p.updated);
    const entry = listSitemapEntries([], content).find((e) => e.path === post?.path);
    expect(entry?.lastModified).toBe(post?.updated);
  });
});

describe('sitemap lastmod', () => {
  const content = getSiteContent();
  const entries = listSitemapEntries();
  const byPath = new Map(entries.map((entry) => [entry.path, entry.lastModified]));

  it('dates every URL with a calendar date', () => {
    const undated = entries.filter((entry) => !/^\d{4}-\d{2}-\d{2}$/.test(entry.lastModified));
    expect(undated).toEqual([]);
  });

  it('takes dates from the content, not from the build', () => {
    const page = content.pages.get('about-us');
    expect(byPath.get('/about-us/')).toBe(page?.updated);
    for (const article of content.support) expect(byPath.get(article.path)).toBe(article.updated);
    for (const agreement of content.agreements) expect(byPath.get(agreement.path)).toBe(agreement.effective);
  });

  it('dates an index page by the newest item it lists', () => {
    const newest = content.posts.map((post) => post.updated ?? post.published).sort().at(-1) ?? '';
    const blog = byPath.get('/blog/');
    expect([newest, blog].sort().at(-1)).toBe(blog);
  });

  it('dates catalog pages by the service copy their kind is written from', () => {
    const copy = getServiceCopy();
    const spanish = byPath.get('/services/document-translation/spanish/');
    expect(spanish).toBe([copy.updated.shared, copy.updated.titles, copy.updated['language-translation']].sort().at(-1));
    expect(byPath.get('/services/remote-interpretation/zoom/')).toBe([copy.updated.shared, copy.updated.titles, copy.updated.platform].sort().at(-1));
  });
});

describe('sitemap files', () => {
  it('are an index at /sitemap.xml listing exactly the part files the export writes, each dated', async () => {
    const index = await (await sitemapIndex()).text();
    const listed = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    const written = generatePartParams().map(({ part }) => `/sitemap/${part}`);
    expect(index).toContain('<sitemapindex');
    expect(listed).toEqual(written);
    expect([...index.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)]).toHaveLength(written.length);
  });

  it('list every page once across the parts', async () => {
    const parts = await Promise.all(generatePartParams().map(async (params) => (await sitemapPart(new Request('http://x/'), { params: Promise.resolve(params) })).text()));
    const locs = parts.flatMap((xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toHaveLength(listSitemapEntries().length);
  });
});

describe('splitSitemap', () => {
  const entries: SitemapEntry[] = Array.from({ length: 5 }, (_, i) => ({ path: `/p${i}/`, lastModified: '2026-01-02' }));

  it.each([
    [5, 1],
    [2, 3],
    [1, 5],
  ])('with a limit of %i makes %i files', (limit, files) => {
    expect(splitSitemap(entries, limit)).toHaveLength(files);
  });

  it('always makes at least one file', () => {
    expect(splitSitemap([], 10)).toEqual([[]]);
  });
});

describe('sitemap XML', () => {
  it('writes absolute, escaped URLs with lastmod when known', () => {
    const xml = renderUrlSet([{ path: '/a/', lastModified: '2025-12-31' }, { path: '/b/?x=1&y=2', lastModified: '2026-01-02' }]);
    expect(xml).toContain(`<url><loc>${absoluteUrl('/a/')}</loc><lastmod>2025-12-31</lastmod></url>`);
    expect(xml).toContain('x=1&amp;y=2</loc><lastmod>2026-01-02</lastmod>');
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it('writes an index of part files', () => {
    const xml = renderSitemapIndex([{ path: '/sitemap/1.xml', lastModified: '2026-01-02' }, { path: '/sitemap/2.xml' }]);
    expect(xml).toContain('<sitemapindex');
    expect([...xml.matchAll(/<sitemap><loc>/g)]).toHaveLength(2);
  });
});
