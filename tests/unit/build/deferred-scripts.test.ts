import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_ID, DEFERRED_SCRIPTS_LOADER, deferScripts, deferredScripts } from '@/scripts/build/deferred-scripts';
import { inlineScripts } from '@/server/site/csp';

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

  it('replaces the loader of a page an earlier build rewrote with the current one', () => {
    const older = html.replace(
      DEFERRED_SCRIPTS_LOADER,
      '(function(){var d=document.getElementById("__deferred_scripts");if(!d)return;for(var i=0;i<1;i++){}})()',
    );
    expect(older).not.toContain(DEFERRED_SCRIPTS_LOADER);
    expect(deferScripts(older)).toBe(html);
  });

  it('fails the build, naming the page, when Next writes its scripts in markup it does not recognise', () => {
    // Next's payload but its chunks in another shape: nothing would be deferred.
    const reordered = built.replace(/<script src="([^"]+)"( id="_R_")? async=""><\/script>/g, '<script async=""$2 src="$1"></script>');
    expect(() => deferScripts(reordered, '/pro/translator/index.html')).toThrow(
      /\/pro\/translator\/index\.html still loads <script async="" src="\/_next\/static\/chunks\/4bd1-2\.js">/,
    );
    // A payload and no script tag at all (say, Next inlining or renaming them).
    const noScripts = built.replace(/<script src="[^"]+"[^>]*><\/script>/g, '');
    expect(() => deferScripts(noScripts, '/faq/index.html')).toThrow(/\/faq\/index\.html carries Next's payload but none of the async scripts/);
    // A page rewritten by a build whose loader this one cannot find.
    const unknownLoader = html.replace(DEFERRED_SCRIPTS_LOADER, 'window.load()');
    expect(() => deferScripts(unknownLoader, '/index.html')).toThrow(/\/index\.html has a deferred script list but no loader/);
  });

  /** Runs the loader in a sandbox with the given browser features; the clock and callbacks are driven by hand. */
  function runLoader(features: { entryTypes?: string[]; animationFrames?: boolean }) {
    const appended: { src?: string; id?: string }[] = [];
    const frames: (() => void)[] = [];
    const timers = new Map<number, { run: () => void; ms: number }>();
    const observers: { callback: () => void; options?: { type: string; buffered: boolean }; disconnected: boolean }[] = [];
    const listeners = new Map<string, () => void>();
    const submitListeners: ((event: { target: unknown; preventDefault: () => void }) => void)[] = [];
    const root = { hydrated: false, hasAttribute: (name: string) => name === 'data-hydrated' && root.hydrated };
    let nextTimer = 1;
    const list = JSON.stringify(deferredScripts(html));
    class PerformanceObserver {
      static supportedEntryTypes = features.entryTypes;
      record: (typeof observers)[number];
      constructor(callback: () => void) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe(options: { type: string; buffered: boolean }) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const window = {
      PerformanceObserver: features.entryTypes === undefined ? undefined : PerformanceObserver,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
      requestAnimationFrame: features.animationFrames === false ? undefined : (f: () => void) => frames.push(f),
    };
    runInNewContext(DEFERRED_SCRIPTS_LOADER, {
      window,
      PerformanceObserver: window.PerformanceObserver,
      requestAnimationFrame: window.requestAnimationFrame,
      document: {
        getElementById: (id: string) => (id === DEFERRED_SCRIPTS_ID ? { textContent: list } : null),
        createElement: () => ({}) as { src?: string; id?: string },
        body: { appendChild: (element: { src?: string; id?: string }) => appended.push(element) },
        documentElement: root,
        addEventListener: (type: string, listener: (typeof submitListeners)[number]) => {
          if (type === 'submit') submitListeners.push(listener);
        },
      },
      setTimeout: (run: () => void, ms: number) => {
        timers.set(nextTimer, { run, ms });
        return nextTimer++;
      },
      clearTimeout: (id: number) => timers.delete(id),
    });
    /** Runs the timers due within `ms` (in the order they were set). */
    const runTimers = (ms: number) => {
      for (const [id, timer] of [...timers]) {
        if (timer.ms > ms) continue;
        timers.delete(id);
        timer.run();
      }
    };
    /** Submits a form with the given method attribute; true when the loader let it through. */
    const submit = (method: string | null) => {
      let prevented = false;
      const event = { target: { getAttribute: (name: string) => (name === 'method' ? method : null) }, preventDefault: () => (prevented = true) };
      for (const listener of submitListeners) listener(event);
      return !prevented;
    };
    return { appended, frames, observers, listeners, runTimers, submit, root };
  }

  const srcs = () => deferredScripts(html).map((s) => s.src);

  it('the loader appends the listed scripts, with their ids, in the task after the largest contentful paint is reported', () => {
    const loader = runLoader({ entryTypes: ['paint', 'largest-contentful-paint'] });
    expect(loader.observers).toHaveLength(1);
    expect(loader.observers[0]?.options).toEqual({ type: 'largest-contentful-paint', buffered: true });
    loader.runTimers(0);
    expect(loader.appended).toHaveLength(0);
    loader.observers[0]?.callback();
    expect(loader.appended).toHaveLength(0);
    loader.runTimers(0);
    expect(loader.appended.map((e) => e.src)).toEqual(srcs());
    expect(loader.appended[2]?.id).toBe('_R_');
    // Once only: a later entry, the fallback or an input adds nothing.
    expect(loader.observers[0]?.disconnected).toBe(true);
    loader.observers[0]?.callback();
    loader.runTimers(10_000);
    loader.listeners.get('keydown')?.();
    expect(loader.appended).toHaveLength(srcs().length);
    expect(loader.listeners.size).toBe(0);
  });

  it('falls back to the first paint, then to the next frame, where the browser reports no largest contentful paint', () => {
    const paint = runLoader({ entryTypes: ['paint'] });
    expect(paint.observers[0]?.options?.type).toBe('paint');
    paint.observers[0]?.callback();
    paint.runTimers(0);
    expect(paint.appended.map((e) => e.src)).toEqual(srcs());

    const frame = runLoader({});
    expect(frame.observers).toHaveLength(0);
    frame.runTimers(0);
    expect(frame.appended).toHaveLength(0);
    frame.frames.shift()?.();
    frame.runTimers(0);
    expect(frame.appended.map((e) => e.src)).toEqual(srcs());

    const bare = runLoader({ animationFrames: false });
    bare.runTimers(0);
    expect(bare.appended.map((e) => e.src)).toEqual(srcs());
  });

  it('starts the scripts at once when the visitor acts first, and after five seconds when nothing is painted', () => {
    for (const input of ['pointerdown', 'keydown', 'touchstart', 'focusin']) {
      const loader = runLoader({ entryTypes: ['largest-contentful-paint'] });
      loader.listeners.get(input)?.();
      expect(loader.appended.map((e) => e.src)).toEqual(srcs());
    }
    const hidden = runLoader({ entryTypes: ['largest-contentful-paint'] });
    hidden.runTimers(4_999);
    expect(hidden.appended).toHaveLength(0);
    hidden.runTimers(5_000);
    expect(hidden.appended.map((e) => e.src)).toEqual(srcs());
  });

  it('holds back native form submissions until the page has hydrated, except dialog forms', () => {
    const loader = runLoader({ entryTypes: ['largest-contentful-paint'] });
    expect(loader.submit(null)).toBe(false);
    expect(loader.submit('get')).toBe(false);
    expect(loader.submit('dialog')).toBe(true);
    loader.root.hydrated = true;
    expect(loader.submit(null)).toBe(true);
  });
});
