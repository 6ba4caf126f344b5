import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hydrateFromPayloadFile, hydratesFromPayloadFile, inlinePayloadOf, PAYLOAD_FETCH_SCRIPT, PayloadShapeError } from '@/scripts/build/lean-payload';
import { inlineScripts } from '@/server/site/csp';

const payload = '1:"$Sreact.fragment"\n0:{"P":null,"c":["",""],"t":"</script>é"}\n';
const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
const built = [
  '<!DOCTYPE html><html><head><title>t</title></head><body><h1>Certified translation</h1>',
  '<script type="application/ld+json">{"@type":"Service"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  push(payload.slice(0, 20)),
  push(payload.slice(20)),
  '</body></html>',
].join('');

describe('hydrateFromPayloadFile', () => {
  const lean = hydrateFromPayloadFile(built, payload, '/x/');

  it('reads the inline payload as the chunks Next pushes, joined', () => {
    expect(inlinePayloadOf(built, '/x/')).toBe(payload);
  });

  it('drops every inline chunk and keeps the markup and JSON-LD', () => {
    expect(lean).not.toContain('self.__next_f');
    expect(lean).toContain('<h1>Certified translation</h1>');
    expect(lean).toContain('<script type="application/ld+json">{"@type":"Service"}</script>');
    expect(hydratesFromPayloadFile(lean)).toBe(true);
    expect(hydratesFromPayloadFile(built)).toBe(false);
  });

  it('writes one script, the same on every page, that starts the fetch Next hydrates from', () => {
    expect(inlineScripts(lean).filter((s) => s.includes('__NEXT_CLIENT_RESUME'))).toEqual([PAYLOAD_FETCH_SCRIPT]);
    for (const [pathname, expected] of [
      ['/services/x/', '/services/x/index.txt'],
      ['/services/x', '/services/x/index.txt'],
      ['/services/x/index.html', '/services/x/index.txt'],
      ['/', '/index.txt'],
    ]) {
      const requested: string[] = [];
      const window: Record<string, unknown> = {};
      runInNewContext(PAYLOAD_FETCH_SCRIPT, { window, location: { pathname }, fetch: (url: string) => (requested.push(url), 'promise') });
      expect(requested).toEqual([expected]);
      expect(window.__NEXT_CLIENT_RESUME).toBe('promise');
    }
  });

  it('throws, naming the page, when the inline payload is not the payload file', () => {
    expect(() => hydrateFromPayloadFile(built, `${payload}x`, '/services/x/')).toThrow(PayloadShapeError);
    expect(() => hydrateFromPayloadFile(built, `${payload}x`, '/services/x/')).toThrow(/\/services\/x\//);
  });

  it('throws when Next writes its payload in a shape it does not recognise', () => {
    expect(() => hydrateFromPayloadFile(built.replace('(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f=[]'), payload, '/x/')).toThrow(/bootstrap/);
    expect(() => hydrateFromPayloadFile(built.replace(push(payload.slice(20)), `<script>self.__next_f.push([3,"AA=="])</script>`), payload, '/x/')).toThrow(
      PayloadShapeError,
    );
    expect(() => hydrateFromPayloadFile('<html><body></body></html>', payload, '/x/')).toThrow(/no inline payload/);
  });
});

/*
 * The rewrite leans on two facts about Next's client. If either changes, these fail, not the site.
 */
describe("Next's client", () => {
  const require = createRequire(import.meta.url);
  const appIndex = readFileSync(require.resolve('next/dist/client/app-index.js'), 'utf8');

  it('hydrates from window.__NEXT_CLIENT_RESUME when it is set, through createFromFetch', () => {
    expect(appIndex).toMatch(
      /window\.__NEXT_CLIENT_RESUME\)\s*\{\s*const clientResumeFetch = \/\/ @ts-expect-error\s*window\.__NEXT_CLIENT_RESUME;\s*initialServerResponse = Promise\.resolve\(createFromFetch\(clientResumeFetch/,
    );
  });

  it('never requests the /_full segment, so __next._full.txt can go', () => {
    const clientDir = dirname(require.resolve('next/dist/client/app-index.js'));
    const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(100);
    const naming = files.filter((f) => readFileSync(join(clientDir, f), 'utf8').includes('_full'));
    expect(naming).toEqual([]);
  });
});
