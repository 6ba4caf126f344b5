import { describe, expect, it } from 'vitest';
import { auditBuiltSite, type BuiltSite } from '@/scripts/content-check/audit';
import { scanPage, scanSitemap } from '@/scripts/content-check/html-scan';

function html({ title, description, path, body, noindex = false }: { title: string; description?: string; path: string; body: string; noindex?: boolean }) {
  return [
    '<!DOCTYPE html><html><head>',
    `<title>${title}</title>`,
    description ? `<meta name="description" content="${description}"/>` : '',
    noindex ? '<meta name="robots" content="noindex, follow"/>' : `<link rel="canonical" href="https://www.verbalis.com${path}"/>`,
    noindex ? '' : '<meta property="og:image" content="https://www.verbalis.com/og/page.png"/><meta name="twitter:image" content="https://www.verbalis.com/og/page.png"/>',
    '</head><body>',
    body,
    '<script>self.__next_f.push([1,"<a href=\\"/nowhere/\\">"])</script>',
    '</body></html>',
  ].join('');
}

describe('scanPage', () => {
  it('reads title, description, canonical, h1s, ids and links, ignoring scripts', () => {
    const facts = scanPage(html({ title: 'A &amp; B | Verbalis', description: 'Desc', path: '/a/', body: '<h1 id="top">A</h1><a href="/b/?x=1&amp;y=2#c">b</a>' }));
    expect(facts).toMatchObject({ title: 'A & B | Verbalis', description: 'Desc', canonical: 'https://www.verbalis.com/a/', noindex: false, h1Count: 1 });
    expect([...facts.ids]).toEqual(['top']);
    expect(facts.links).toEqual(['/b/?x=1&y=2#c']);
  });

  it('reads a sitemap and tells an index from a URL set', () => {
    expect(scanSitemap('<urlset><url><loc>https://x.com/a/</loc><lastmod>2026-01-02</lastmod></url></urlset>')).toEqual({ kind: 'urlset', locs: ['https://x.com/a/'], undated: [] });
    expect(scanSitemap('<sitemapindex><sitemap><loc>https://x.com/sitemap/1.xml</loc></sitemap></sitemapindex>').kind).toBe('index');
  });

  it('names the sitemap entries that have no lastmod', () => {
    const xml = '<urlset><url><loc>https://x.com/a/</loc><lastmod>2026-01-02</lastmod></url>\n<url><loc>https://x.com/b/</loc></url></urlset>';
    expect(scanSitemap(xml).undated).toEqual(['https://x.com/b/']);
  });
});

function site(pages: Record<string, string>, sitemapPaths: string[], files: string[] = []): BuiltSite {
  return {
    pages: new Map(Object.entries(pages).map(([path, page]) => [path, scanPage(page)])),
    hasFile: (path) => path === '/og/page.png' || files.includes(path),
    sitemapPaths,
    sitemapOrigins: new Set(['https://www.verbalis.com']),
    sitemapProblems: [],
  };
}

const good = {
  '/': html({ title: 'Home', description: 'Home page', path: '/', body: '<h1>Home</h1><a href="/faq/#q1">FAQ</a><a href="/blog/rss.xml">Feed</a><a href="#main">Skip</a><main id="main"></main>' }),
  '/faq/': html({ title: 'FAQ', description: 'Questions', path: '/faq/', body: '<h1>FAQ</h1><h3 id="q1">Q1</h3><a href="https://www.uscis.gov/">USCIS</a>' }),
  '/404/': html({ title: 'Not found', path: '/404/', body: '<h1>Not found</h1>', noindex: true }),
};

describe('auditBuiltSite', () => {
  it('passes a consistent site', () => {
    const report = auditBuiltSite(site(good, ['/', '/faq/'], ['/blog/rss.xml']));
    expect(report.problems).toEqual(new Map());
    expect(report).toMatchObject({ pageCount: 3, linkCount: 3 });
  });

  it('reports broken links and anchors', () => {
    const pages = { ...good, '/': good['/'].replace('/faq/#q1', '/faq/#q2').replace('/blog/rss.xml', '/blog/missing/') };
    const problems = auditBuiltSite(site(pages, ['/', '/faq/'])).problems.get('broken links');
    expect(problems).toEqual(['/ → /faq/#q2 (no element with id "q2")', '/ → /blog/missing/ (no such page in out/)']);
  });

  it('reports duplicate titles and descriptions, missing canonicals and extra h1s', () => {
    const pages = {
      ...good,
      '/faq/': html({ title: 'Home', description: 'Home page', path: '/elsewhere/', body: '<h1>A</h1><h1>B</h1><h3 id="q1"></h3>' }),
    };
    const { problems } = auditBuiltSite(site(pages, ['/', '/faq/'], ['/blog/rss.xml']));
    expect(problems.get('duplicate titles')).toEqual(['"Home" on / and /faq/']);
    expect(problems.get('duplicate descriptions')).toHaveLength(1);
    expect(problems.get('wrong canonical')).toEqual(['/faq/ → https://www.verbalis.com/elsewhere/']);
    expect(problems.get('pages without exactly one h1')).toEqual(['/faq/ has 2']);
  });

  it('reports indexable pages without share images, or with one that is not in out/', () => {
    const pages = { ...good, '/faq/': good['/faq/'].replace(/<meta name="twitter:image"[^>]*>/, '').replace('/og/page.png', '/og/missing.png') };
    expect(auditBuiltSite(site(pages, ['/', '/faq/'], ['/blog/rss.xml'])).problems.get('share images')).toEqual([
      '/faq/ lacks og:image or twitter:image',
      '/faq/: https://www.verbalis.com/og/missing.png is not a file in out/',
    ]);
  });

  it('reports sitemap problems found in the files: undated entries, unlisted part files', () => {
    const built = { ...site(good, ['/', '/faq/'], ['/blog/rss.xml']), sitemapProblems: ['/sitemap/2.xml is a sitemap file that /sitemap.xml does not list'] };
    expect(auditBuiltSite(built).problems.get('sitemap')).toEqual(['/sitemap/2.xml is a sitemap file that /sitemap.xml does not list']);
  });

  it('reports pages missing from the sitemap and listed paths that are not pages', () => {
    const { problems } = auditBuiltSite(site(good, ['/', '/gone/', '/404/'], ['/blog/rss.xml']));
    expect(problems.get('sitemap')).toEqual([
      '/gone/ is listed but is not a page in out/',
      '/404/ is listed but is not indexable',
      '/faq/ is a page but is missing from the sitemap',
    ]);
  });
});
