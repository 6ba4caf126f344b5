import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import nextConfig from '@/next.config';

/*
 * A chunk or payload that a client navigation needs and can't fetch is recovered by Next itself:
 * with `experimental.appNavFailHandling` its router loads the target page in full (e2e: "a chunk that
 * the visitor's navigation needs … loads the target page in full", visitor-defects-nav.spec.ts).
 * The flag is experimental, and an unknown experimental key only warns, so these checks fail loudly
 * when Next drops or renames it, or stops falling back to a full load.
 */
const require = createRequire(import.meta.url);
const source = (path: string) => readFileSync(require.resolve(path), 'utf8');

describe("Next's handling of a failed navigation", () => {
  it('is switched on in next.config.ts, under a key Next still accepts and builds in', () => {
    expect(nextConfig.experimental?.appNavFailHandling).toBe(true);
    expect(source('next/dist/server/config-schema.js')).toMatch(/appNavFailHandling: _zod\.z\.boolean\(\)/);
    expect(source('next/dist/build/define-env.js')).toMatch(
      /'process\.env\.__NEXT_APP_NAV_FAIL_HANDLING': Boolean\(config\.experimental\.appNavFailHandling\)/,
    );
  });

  it('records the navigation under way, and falls back on an uncaught error or one that reaches an error boundary', () => {
    expect(source('next/dist/client/components/sequential-router-queue.js')).toMatch(/__NEXT_APP_NAV_FAIL_HANDLING\) \{\s*window\.next\.__pendingUrl = url;/);
    expect(source('next/dist/client/components/nav-failure-handler.js')).toMatch(/addEventListener\('unhandledrejection'[\s\S]*addEventListener\('error'/);
    expect(source('next/dist/client/components/error-boundary.js')).toMatch(
      /__NEXT_APP_NAV_FAIL_HANDLING\) \{\s*if \(error && \(0, _navfailurehandler\.handleHardNavError\)/,
    );
  });

  describe('handleHardNavError', () => {
    const { handleHardNavError } = require('next/dist/client/components/nav-failure-handler') as { handleHardNavError: (error: unknown) => boolean };
    afterEach(() => {
      Reflect.deleteProperty(globalThis, 'window');
    });
    /** A window whose router has started a navigation to `pending` (if any) from `here`. */
    function browser(here: string, pending?: string) {
      const window = { location: { href: here }, next: { __pendingUrl: pending === undefined ? undefined : new URL(pending) } };
      Reflect.set(globalThis, 'window', window);
      return window;
    }

    it("loads the pending navigation's page in full", () => {
      const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const window = browser('https://x.test/', 'https://x.test/contact-us/');
      expect(handleHardNavError(new Error('Loading chunk 8552 failed.'))).toBe(true);
      expect(window.location.href).toBe('https://x.test/contact-us/');
      expect(said).toHaveBeenCalledOnce();
      said.mockRestore();
    });

    it('leaves the page alone when no navigation is under way, or it has already arrived', () => {
      const idle = browser('https://x.test/');
      expect(handleHardNavError(new Error('x'))).toBe(false);
      expect(idle.location.href).toBe('https://x.test/');
      const arrived = browser('https://x.test/faq/', 'https://x.test/faq/');
      expect(handleHardNavError(new Error('x'))).toBe(false);
      expect(arrived.location.href).toBe('https://x.test/faq/');
    });
  });
});
