import { describe, expect, it } from 'vitest';
import { missedGoals, ratio, type TemplateRow } from '@/scripts/bench/lib/lighthouse-report';
import { loadedScripts } from '@/scripts/bench/lib/lighthouse-run';
import { tokenFromOutbox } from '@/scripts/bench/lib/offer-token';
import { stripScripts } from '@/scripts/bench/lib/script-free-proxy';

describe('stripScripts', () => {
  it('removes external, inline and data scripts and script preloads, and keeps styles and fonts', () => {
    const html = [
      '<head><link rel="stylesheet" href="/_next/static/css/a.css"/>',
      '<link rel="preload" href="/_next/static/media/f.woff2" as="font" type="font/woff2"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
      '<link rel="modulepreload" href="/m.js"/>',
      '<script src="/_next/static/chunks/main.js" async=""></script></head>',
      '<body><h1>Title</h1><script>self.__next_f.push([1,"</div>"])</script>',
      '<script type="application/ld+json">{"@type":"Service"}</script></body>',
    ].join('');
    const stripped = stripScripts(html);
    expect(stripped).not.toMatch(/<script|as="script"|modulepreload/);
    expect(stripped).toContain('href="/_next/static/css/a.css"');
    expect(stripped).toContain('as="font"');
    expect(stripped).toContain('<h1>Title</h1>');
  });
});

describe('tokenFromOutbox', () => {
  it('reads the token of the first offer link that arrived', () => {
    const token = 'aB3_x-'.repeat(7).slice(0, 43);
    // The outbox shows the links redacted; the mail that arrived for each row has them.
    const rows = [
      { kind: 'offer', recipient: 'a@example.test', text: 'Open https://example.test/jobs/?offer=[removed] to answer.' },
      { kind: 'offer', recipient: 'b@example.test', text: 'Open http://127.0.0.1:3000/jobs/?offer=[removed] to answer.' },
    ];
    const arrived: Record<string, string> = {
      // Not arrived yet: the sink has nothing for this recipient.
      'a@example.test': '',
      'b@example.test': `Open http://127.0.0.1:3000/jobs/?offer=${token} to answer.`,
    };
    expect(tokenFromOutbox(rows, (row) => arrived[String(row.recipient)] ?? '')).toBe(token);
    expect(tokenFromOutbox(rows, () => '')).toBeUndefined();
  });

  it('reads only the offer of the given project: other orders’ offers are in the outbox too', () => {
    const mine = 'm'.repeat(43);
    const rows = [
      { kind: 'offer', recipient: 'c@example.test', refs: { projectId: 'other' } },
      { kind: 'offer', recipient: 'd@example.test', refs: { projectId: 'mine' } },
    ];
    const arrived: Record<string, string> = {
      'c@example.test': `Open http://127.0.0.1:3000/jobs/?offer=${'o'.repeat(43)} to answer.`,
      'd@example.test': `Open http://127.0.0.1:3000/jobs/?offer=${mine} to answer.`,
    };
    expect(tokenFromOutbox(rows, (row) => arrived[String(row.recipient)] ?? '', 'mine')).toBe(mine);
    expect(tokenFromOutbox(rows, (row) => arrived[String(row.recipient)] ?? '', 'none')).toBeUndefined();
  });

  it('returns undefined when no offer was sent', () => {
    expect(tokenFromOutbox([{ kind: 'staff-notification', text: 'New quote request' }], () => 'New quote request')).toBeUndefined();
    expect(tokenFromOutbox(undefined, () => '')).toBeUndefined();
  });
});

describe('lighthouse report', () => {
  it.each([
    [1200, 1000, '1.20×'],
    [0, 0, '1.00×'],
    [150, 0, '+150 ms'],
    [Number.NaN, 1000, 'n/a'],
  ])('ratio(%s, %s) is %s', (ours, floor, expected) => {
    expect(ratio(ours, floor)).toBe(expected);
  });

  const measure = {
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs: 1000,
    tbtMs: 0,
    cls: 0,
    transferBytes: 1,
    failing: [],
    scripts: [] as string[],
  };
  const row = (ours: Partial<typeof measure>): TemplateRow => ({
    template: { name: 'home', path: '/', kind: 'content' },
    ours: { ...measure, ...ours },
    floor: measure,
    firstLoadJs: 0,
    loadedJs: 0,
  });

  it('meets every goal at the floor', () => {
    expect(missedGoals(row({}))).toEqual([]);
  });

  it('names each missed goal', () => {
    const missed = missedGoals(row({ scores: { ...measure.scores, performance: 94, seo: 92 }, lcpMs: 1200, tbtMs: 200, cls: 0.01 }));
    expect(missed).toEqual(['performance 94 < 95', 'seo 92 < 100', 'CLS 0.010 > 0', 'TBT 200 ms ≥ 200 ms', 'LCP 1.20× the floor > 1.15×']);
  });
});

describe('loadedScripts', () => {
  it('lists each same-origin script the run requested, on-demand chunks included, once', () => {
    const items = [
      { url: 'http://127.0.0.1:4000/contact-us/', resourceType: 'Document' },
      { url: 'http://127.0.0.1:4000/_next/static/chunks/webpack-1.js', resourceType: 'Script' },
      { url: 'http://127.0.0.1:4000/_next/static/chunks/4359.abc.js', resourceType: 'Script' },
      { url: 'http://127.0.0.1:4000/_next/static/chunks/4359.abc.js', resourceType: 'Script' },
      { url: 'http://127.0.0.1:4000/_next/static/css/a.css', resourceType: 'Stylesheet' },
      { url: 'https://analytics.example/tag.js', resourceType: 'Script' },
    ];
    const result = {
      finalDisplayedUrl: 'http://127.0.0.1:4000/contact-us/',
      audits: { 'network-requests': { details: { type: 'table', headings: [], items } } },
    };
    expect(loadedScripts(result as unknown as Parameters<typeof loadedScripts>[0])).toEqual([
      '/_next/static/chunks/webpack-1.js',
      '/_next/static/chunks/4359.abc.js',
    ]);
  });
});
