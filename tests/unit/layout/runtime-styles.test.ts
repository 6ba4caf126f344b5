import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { awaitRuntimeStyles, sheetSettled } from '@/components/layout/runtime-styles';

const nextFile = (path: string) => readFileSync(createRequire(import.meta.url).resolve(`next/dist/${path}`), 'utf8');

describe("Next's runtime style hook, which components/layout/runtime-styles.ts wraps", () => {
  it("is still what webpack calls for a dynamic chunk's CSS, waiting on its promise", () => {
    const css = nextFile('build/webpack/config/blocks/css/index.js');
    expect(css).toMatch(/typeof _N_E_STYLE_LOAD === 'function'/);
    expect(css).toMatch(/_N_E_STYLE_LOAD\(.*pathname.*\)\.then\(function\(\) \{\s*if \(onload\) onload\.call/);
  });

  it('still resolves before the sheet has loaded (when Next waits itself, the wrapper can go)', () => {
    const router = nextFile('client/components/app-router.js');
    const hook = router.slice(router.indexOf('globalThis._N_E_STYLE_LOAD = function(href)'));
    expect(hook.length, 'Next no longer defines _N_E_STYLE_LOAD in app-router.js').toBeLessThan(router.length);
    const body = hook.slice(0, hook.indexOf('\n    };'));
    expect(body).toContain('return Promise.resolve();');
    expect(body).not.toMatch(/onload|addEventListener|\.sheet/);
  });
});

/** A `<link rel="stylesheet">` as far as the wrapper reads it. */
class FakeLink extends EventTarget {
  sheet: object | null = null;
  constructor(public href: string) {
    super();
  }
  load() {
    this.sheet = {};
    this.dispatchEvent(new Event('load'));
  }
}

/** Answers the one query the wrapper makes: the stylesheet link whose href starts with a path. */
function fakeDocument(links: FakeLink[]) {
  const querySelector = (selector: string) => {
    const prefix = /^link\[rel="stylesheet"\]\[href\^="([^"]+)"\]$/.exec(selector)?.[1];
    if (prefix === undefined) throw new Error(`unexpected query ${selector}`);
    return links.find((link) => link.href.startsWith(prefix)) ?? null;
  };
  return { querySelector } as unknown as Document;
}

const settledWithin = async (promise: Promise<unknown>, ms: number) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
};

describe('awaitRuntimeStyles', () => {
  it("makes the hook's promise wait for the link Next renders for that href, query and all", async () => {
    vi.useFakeTimers();
    const link = new FakeLink('/_next/static/css/select.css?dpl=1');
    const other = new FakeLink('/_next/static/css/other.css');
    other.sheet = {};
    const calls: string[] = [];
    const host = { _N_E_STYLE_LOAD: async (href: string) => void calls.push(href) };
    awaitRuntimeStyles(host, fakeDocument([other, link]));
    const loading = host._N_E_STYLE_LOAD('/_next/static/css/select.css');
    expect(calls).toEqual(['/_next/static/css/select.css']);
    expect(await settledWithin(loading, 1_000)).toBe(false);
    link.load();
    expect(await settledWithin(loading, 0)).toBe(true);
    vi.useRealTimers();
  });

  it('waits for a link that React has yet to render', async () => {
    vi.useFakeTimers();
    const links: FakeLink[] = [];
    const loading = sheetSettled(fakeDocument(links), '/_next/static/css/phone.css');
    expect(await settledWithin(loading, 100)).toBe(false);
    const link = new FakeLink('/_next/static/css/phone.css');
    links.push(link);
    expect(await settledWithin(loading, 100)).toBe(false);
    expect(vi.getTimerCount(), 'stops looking once the link is found, and keeps only the deadline').toBe(1);
    link.load();
    expect(await settledWithin(loading, 0)).toBe(true);
    vi.useRealTimers();
  });

  it('settles at once for a sheet already in, on a failed sheet, and past the longest wait, found or not', async () => {
    vi.useFakeTimers();
    const loaded = new FakeLink('/a.css');
    loaded.sheet = {};
    const failing = new FakeLink('/b.css');
    const stuck = new FakeLink('/c.css');
    const doc = fakeDocument([loaded, failing, stuck]);
    expect(await settledWithin(sheetSettled(doc, '/a.css'), 0)).toBe(true);
    const failed = sheetSettled(doc, '/b.css');
    failing.dispatchEvent(new Event('error'));
    expect(await settledWithin(failed, 0)).toBe(true);
    const waiting = sheetSettled(doc, '/c.css', 5_000);
    expect(await settledWithin(waiting, 4_999)).toBe(false);
    expect(await settledWithin(waiting, 1)).toBe(true);
    const never = sheetSettled(doc, '/d.css', 5_000);
    expect(await settledWithin(never, 4_900)).toBe(false);
    expect(await settledWithin(never, 116)).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(vi.getTimerCount(), 'stops looking past the deadline').toBe(0);
    vi.useRealTimers();
  });

  it('wraps once, and leaves a host without the hook alone', () => {
    const host: { _N_E_STYLE_LOAD?: (href: string) => Promise<void> } = { _N_E_STYLE_LOAD: async () => undefined };
    awaitRuntimeStyles(host, fakeDocument([]));
    const wrapped = host._N_E_STYLE_LOAD;
    awaitRuntimeStyles(host, fakeDocument([]));
    expect(host._N_E_STYLE_LOAD).toBe(wrapped);
    const bare: { _N_E_STYLE_LOAD?: (href: string) => Promise<void> } = {};
    awaitRuntimeStyles(bare, fakeDocument([]));
    expect(bare._N_E_STYLE_LOAD).toBeUndefined();
  });
});
