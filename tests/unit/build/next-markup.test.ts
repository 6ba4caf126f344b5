import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { dropStylePreloadHints, dropStylesheetAs } from '@/scripts/build/next-markup';

const nextFile = (path: string) => readFileSync(createRequire(import.meta.url).resolve(`next/dist/${path}`), 'utf8');

describe('dropStylesheetAs', () => {
  it('drops `as` from stylesheet links in any attribute order and leaves preloads alone', () => {
    const head =
      '<link rel="preload" href="/_next/static/media/a.woff2" as="font" crossorigin="" type="font/woff2"/>' +
      '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>' +
      '<link href="/_next/static/css/b.css" rel="stylesheet" as="style" data-precedence="dynamic"/>' +
      '<link as="style" rel="stylesheet" href="/_next/static/css/c.css"/>';
    expect(dropStylesheetAs(head, '/contact-us/')).toBe(
      '<link rel="preload" href="/_next/static/media/a.woff2" as="font" crossorigin="" type="font/woff2"/>' +
        '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>' +
        '<link href="/_next/static/css/b.css" rel="stylesheet" data-precedence="dynamic"/>' +
        '<link rel="stylesheet" href="/_next/static/css/c.css"/>',
    );
  });

  it('throws, naming the page, when a link has `as` without a preload that it does not rewrite', () => {
    expect(() => dropStylesheetAs('<link rel="prefetch" as="script" href="/a.js"/>', '/pricing/')).toThrow(/\/pricing\/ has <link rel="prefetch" as="script"/);
  });

  it('is still needed: next/dynamic writes its CSS as a stylesheet link with `as="style"`', () => {
    expect(nextFile('shared/lib/lazy-dynamic/preload-chunks.js')).toMatch(/rel: "stylesheet",\s*as: "style"/);
  });
});

describe('dropStylePreloadHints', () => {
  it('drops the stylesheet preload rows of a route payload and keeps every other row', () => {
    const payload = [
      '1:"$Sreact.fragment"',
      ':HL["/_next/static/media/a.woff2","font",{"crossOrigin":"","type":"font/woff2"}]',
      ':HL["/_next/static/css/a.css","style"]',
      '2:I[1234,[],"default"]',
      'a:HL["/_next/static/css/b.css","style",{"crossOrigin":""}]',
      '3:["$","link","0",{"rel":"stylesheet","href":"/_next/static/css/a.css","precedence":"next"}]',
      '',
    ].join('\n');
    expect(dropStylePreloadHints(payload)).toEqual({
      payload: [
        '1:"$Sreact.fragment"',
        ':HL["/_next/static/media/a.woff2","font",{"crossOrigin":"","type":"font/woff2"}]',
        '2:I[1234,[],"default"]',
        '3:["$","link","0",{"rel":"stylesheet","href":"/_next/static/css/a.css","precedence":"next"}]',
        '',
      ].join('\n'),
      dropped: 2,
    });
  });

  it('is still needed: Next preloads each stylesheet of a route from its payload', () => {
    expect(nextFile('server/app-render/render-css-resource.js')).toMatch(/componentMod\.preloadStyle\(fullHref/);
  });
});
