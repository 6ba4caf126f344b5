import { describe, expect, it } from 'vitest';
import { inlineScripts, pageCsp, scriptHash } from '@/server/site/csp';
import { parseRedirects, resolvePath, safePathname } from '@/server/site/file-index';

const files = new Set(['/index.html', '/about-us/index.html', '/about-us/index.txt', '/404.html', '/favicon.svg', '/_next/static/chunks/a.js']);

describe('resolvePath', () => {
  it.each([
    ['/', '', { kind: 'page', path: '/index.html' }],
    ['/about-us/', '', { kind: 'page', path: '/about-us/index.html' }],
    ['/about-us', '?a=1', { kind: 'redirect', location: '/about-us/?a=1', status: 308 }],
    ['/en/', '', { kind: 'redirect', location: '/', status: 302 }],
    ['/en', '', { kind: 'redirect', location: '/', status: 302 }],
    ['/favicon.svg', '', { kind: 'file', path: '/favicon.svg' }],
    ['/about-us/index.txt', '', { kind: 'file', path: '/about-us/index.txt' }],
    ['/missing/', '', { kind: 'not-found' }],
    ['/missing', '', { kind: 'not-found' }],
  ])('%s%s', (pathname, search, expected) => {
    expect(resolvePath(pathname, search, files)).toEqual(expected);
  });

  const moved = new Map([
    ['/services/document-translation/spanish-in-miami-fl/', '/services/document-translation/spanish/'],
    ['/about-us/', '/elsewhere/'],
  ]);
  it.each([
    ['/services/document-translation/spanish-in-miami-fl/', '', { kind: 'redirect', location: '/services/document-translation/spanish/', status: 308 }],
    [
      '/services/document-translation/spanish-in-miami-fl',
      '?ref=mail',
      { kind: 'redirect', location: '/services/document-translation/spanish/?ref=mail', status: 308 },
    ],
    // A page built at a moved address again wins over the redirect.
    ['/about-us/', '', { kind: 'page', path: '/about-us/index.html' }],
    ['/services/document-translation/spanish-in-boston-ma/', '', { kind: 'not-found' }],
  ])('answers a moved page %s%s with a permanent redirect to its new address', (pathname, search, expected) => {
    expect(resolvePath(pathname, search, files, moved)).toEqual(expected);
  });
});

describe('parseRedirects', () => {
  it('reads the built site\u2019s _redirects, one "/from/ /to/ 308" a line', () => {
    expect(parseRedirects('/a-in-b/ /a/ 308\n\n# moved\n/c-in-d/ /d/ 308\n')).toEqual(
      new Map([
        ['/a-in-b/', '/a/'],
        ['/c-in-d/', '/d/'],
      ]),
    );
  });

  it('refuses a line in any other shape, naming it', () => {
    expect(() => parseRedirects('/a/ /b/ 301\n')).toThrow(/_redirects line 1: expected "\/from\/ \/to\/ 308", got "\/a\/ \/b\/ 301"/);
  });
});

describe('safePathname', () => {
  it('drops the _rsc query of prefetches and keeps others', () => {
    expect(safePathname('/about-us/index.txt?_rsc=1x2y')).toEqual({ pathname: '/about-us/index.txt', search: '' });
    expect(safePathname('/pricing?_rsc=1&lang=es')).toEqual({ pathname: '/pricing', search: '?lang=es' });
  });

  it('refuses traversal and bad encodings', () => {
    expect(safePathname('/../etc/passwd')).toBeUndefined();
    expect(safePathname('/%2e%2e/secret')).toBeUndefined();
    expect(safePathname('/%E0%A4%A')).toBeUndefined();
  });
});

describe('CSP', () => {
  it('hashes executable inline scripts only', () => {
    const html = `<script>self.a=1</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script type="text/javascript">b()</script>`;
    expect(inlineScripts(html)).toEqual(['self.a=1', 'b()']);
    expect(scriptHash('self.a=1')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it("allows 'self' plus the page's hashes and forbids framing", () => {
    const csp = pageCsp(["'sha256-abc'", "'sha256-abc'"], { scriptOrigins: [], connectOrigins: ['https://api.example'] });
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    expect(csp).toContain("connect-src 'self' https://api.example");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });
});
