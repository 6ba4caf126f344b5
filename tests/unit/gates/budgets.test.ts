import { describe, expect, it } from 'vitest';
import { budgetAboveFloor, budgetLine, checkBudgets, compileHintCheck, eagerHeavyModules, nextFloorGzipBytes, pageKindOf } from '@/scripts/bench/lib/budgets';
import { COMPILE_HINT } from '@/scripts/build/compile-hints';
import { deferScripts } from '@/scripts/build/deferred-scripts';
import { firstLoadScripts } from '@/scripts/bench/lib/measure';

describe('pageKindOf', () => {
  it.each([
    ['/', 'content'],
    ['/services/on-site-interpretation/new-york-ny/', 'content'],
    ['/blog/how-per-page-pricing-works/', 'content'],
    ['/pricing/', 'interactive'],
    ['/contact-us/', 'interactive'],
    ['/partnership/', 'interactive'],
    ['/translators/', 'interactive'],
    ['/pro/translator/', 'interactive'],
    ['/pro/', 'content'],
    ['/page/portuguese-immigration-translation/', 'interactive'],
    ['/verify/', 'interactive'],
  ])('%s is a %s page', (path, kind) => {
    expect(pageKindOf(path)).toBe(kind);
  });
});

describe('budgets', () => {
  const floor = 100_000;

  it('passes a content page at its budget and fails it one byte past', () => {
    expect(budgetLine({ path: '/about-us/', bytes: floor + budgetAboveFloor.content }, floor).over).toBe(false);
    const over = budgetLine({ path: '/about-us/', bytes: floor + budgetAboveFloor.content + 1 }, floor);
    expect(over).toMatchObject({ kind: 'content', aboveFloor: budgetAboveFloor.content + 1, over: true });
  });

  it('gives calculator and form pages the larger budget', () => {
    expect(budgetLine({ path: '/pricing/', bytes: floor + 100 * 1024 }, floor).over).toBe(false);
    expect(budgetLine({ path: '/about-us/', bytes: floor + 100 * 1024 }, floor).over).toBe(true);
  });

  it('lists the pages over budget and the heaviest page of each kind', () => {
    const summary = checkBudgets(
      [
        { path: '/', bytes: floor + 5_000 },
        { path: '/faq/', bytes: floor + 20_000 },
        { path: '/pricing/', bytes: floor + 60_000 },
        { path: '/contact-us/', bytes: floor + 90_000 },
      ],
      floor,
    );
    expect(summary.over.map((line) => line.path)).toEqual(['/faq/']);
    expect(summary.heaviest.content?.path).toBe('/faq/');
    expect(summary.heaviest.interactive?.path).toBe('/contact-us/');
  });

  it('keeps the measured Next floor plausible (an empty App Router page is 120–160 KB gzip)', () => {
    expect(nextFloorGzipBytes).toBeGreaterThan(120 * 1024);
    expect(nextFloorGzipBytes).toBeLessThan(160 * 1024);
  });
});

describe('eagerHeavyModules', () => {
  it.each([
    ['pdf.js', 'pdfjsLib.GlobalWorkerOptions.workerSrc=e'],
    ['phone number metadata', '{"version":4,"country_calling_codes":{"1":["US"]}}'],
    ['date picker', 'className:"react-datepicker__day"'],
  ])('finds %s in first-load scripts', (name, text) => {
    expect(eagerHeavyModules(['console.log(1)', text])).toEqual([name]);
  });

  it('finds nothing in the layout islands', () => {
    expect(eagerHeavyModules(['function Toaster(){}', 'self.__next_f.push([1,"x"])'])).toEqual([]);
  });
});

describe('firstLoadScripts', () => {
  it('lists same-origin module scripts once, without noModule polyfills or inline scripts', () => {
    const html = [
      '<script src="/_next/static/chunks/webpack-1.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills-2.js" noModule=""></script>',
      '<script src="/_next/static/chunks/app/pro/%5BuserType%5D/page-3.js" async=""></script>',
      '<script src="/_next/static/chunks/webpack-1.js" async=""></script>',
      '<script src="https://analytics.example/a.js" async=""></script>',
      '<script>self.__next_f.push([1,""])</script>',
    ].join('');
    expect(firstLoadScripts(html)).toEqual(['/_next/static/chunks/webpack-1.js', '/_next/static/chunks/app/pro/%5BuserType%5D/page-3.js']);
  });

  it('counts the scripts a page loads after its first paint as first-load scripts', () => {
    const html = deferScripts(
      [
        '<html><head><script src="/_next/static/chunks/main-1.js" async=""></script></head><body>',
        '<script src="/_next/static/chunks/webpack-2.js" id="_R_" async=""></script></body></html>',
      ].join(''),
    );
    expect(html).not.toContain('<script src=');
    expect(firstLoadScripts(html)).toEqual(['/_next/static/chunks/main-1.js', '/_next/static/chunks/webpack-2.js']);
  });
});

describe('compileHintCheck', () => {
  const hinted = `${COMPILE_HINT}\n(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[1],{}]);`;
  const plain = '(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[2],{}]);';

  it('names the entry scripts (name-hash.js) that lack the hint, and leaves on-demand chunks (id.hash.js) alone', () => {
    const scripts = [
      '/_next/static/chunks/webpack-1e86bed7a066c889.js',
      '/_next/static/chunks/app/layout-24834e9a4c81663e.js?dpl=1',
      '/_next/static/chunks/9726.dd1abffb7aa448df.js',
    ];
    expect(compileHintCheck(scripts, [hinted, plain, plain])).toEqual({ entries: 2, unhinted: ['/_next/static/chunks/app/layout-24834e9a4c81663e.js?dpl=1'] });
    expect(compileHintCheck(scripts, [hinted, hinted, plain])).toEqual({ entries: 2, unhinted: [] });
  });

  it('counts no entry when none is named the way Next names them, so the check can fail on that', () => {
    expect(compileHintCheck(['/_next/static/chunks/9726.dd1abffb7aa448df.js', '/app.js'], [plain, plain])).toEqual({ entries: 0, unhinted: [] });
  });
});
