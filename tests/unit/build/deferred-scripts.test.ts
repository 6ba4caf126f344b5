import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_ID, DEFERRED_SCRIPTS_LOADER, deferScripts, deferredScripts } from '@/lib/build/deferred-scripts';
import { inlineScripts } from '@/lib/security/csp';

const built = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/a-s.p.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<link rel="preload" href="/_next/static/chunks/6145-5.js" as="script" fetchPriority="low"/>',
  '<script src="/_next/static/chunks/4bd1-2.js" async=""></script>',
  '<script src="/_next/static/chunks/app/pro/%5BuserType%5D/page-3.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills-4.js" noModule=""></script>',
  '</head><body><h1>Certified translation</h1>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script type="application/ld+json">{"@type":"Service"}</script>',
  '<script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>',
  '</body></html>',
].join('');

describe('deferScripts', () => {
  const html = deferScripts(built);

  it('moves every async chunk and preloaded script into the deferred list once, keeping ids', () => {
    expect(deferredScripts(html)).toEqual([
      { src: '/_next/static/chunks/4bd1-2.js' },
      { src: '/_next/static/chunks/app/pro/%5BuserType%5D/page-3.js' },
      { src: '/_next/static/chunks/webpack-1.js', id: '_R_' },
      { src: '/_next/static/chunks/6145-5.js' },
    ]);
    expect(html).not.toMatch(/<script[^>]*\basync=""/);
    expect(html).not.toContain('as="script"');
  });

  it('leaves the page itself alone: fonts, CSS, inline payloads, JSON-LD and the noModule polyfills', () => {
    for (const kept of [
      'as="font"',
      '<link rel="stylesheet" href="/_next/static/css/a.css"',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="application/ld+json">{"@type":"Service"}</script>',
      '<script src="/_next/static/chunks/polyfills-4.js" noModule=""></script>',
      '<h1>Certified translation</h1>',
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('adds one loader, identical on every page, just before </body>, as an inline script the CSP hashes', () => {
    expect(html.endsWith(`<script>${DEFERRED_SCRIPTS_LOADER}</script></body></html>`)).toBe(true);
    expect(inlineScripts(html)).toContain(DEFERRED_SCRIPTS_LOADER);
    const other = deferScripts(built.replace(/4bd1-2/g, 'ffff-9'));
    expect(other).toContain(`<script>${DEFERRED_SCRIPTS_LOADER}</script>`);
  });

  it('is idempotent and leaves a page without chunks unchanged', () => {
    expect(deferScripts(html)).toBe(html);
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
  });

  it('the loader appends the listed scripts, with their ids, only after the next frame', () => {
    const appended: { src?: string; id?: string }[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const list = JSON.stringify(deferredScripts(html));
    const document = {
      getElementById: (id: string) => (id === DEFERRED_SCRIPTS_ID ? { textContent: list } : null),
      createElement: () => ({}) as { src?: string; id?: string },
      body: { appendChild: (element: { src?: string; id?: string }) => appended.push(element) },
    };
    runInNewContext(DEFERRED_SCRIPTS_LOADER, {
      document,
      requestAnimationFrame: (f: () => void) => frames.push(f),
      setTimeout: (f: () => void) => tasks.push(f),
    });
    expect(appended).toHaveLength(0);
    frames.shift()?.();
    expect(appended).toHaveLength(0);
    tasks.shift()?.();
    expect(appended.map((e) => e.src)).toEqual(deferredScripts(html).map((s) => s.src));
    expect(appended[2]?.id).toBe('_R_');
  });
});
