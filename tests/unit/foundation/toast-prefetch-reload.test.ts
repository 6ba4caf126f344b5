import { describe, expect, it } from 'vitest';
import { normalizeError } from '@/lib/errors/normalize';
import { canPrefetch, isSamePage } from '@/components/navigation/prefetch-policy';
import { isChunkLoadError, shouldReloadAfterChunkError, type GuardStorage } from '@/components/navigation/reload-guard';
import { dragOutcome, toastAria, toastTypes } from '@/lib/toast/rules';

describe('toast rules', () => {
  it.each(toastTypes)('%s has the right role', (kind) => {
    expect(toastAria(kind).role).toBe(kind === 'error' ? 'alert' : 'status');
  });

  it.each([
    [0, 400, 'click'],
    [5, 400, 'click'],
    [200, 400, 'snap-back'],
    [240, 400, 'snap-back'],
    [241, 400, 'dismiss'],
    [-300, 400, 'dismiss'],
  ] as const)('a drag of %ipx on a %ipx toast is a %s', (delta, width, outcome) => {
    expect(dragOutcome(delta, width)).toBe(outcome);
  });
});

describe('prefetch policy', () => {
  it.each([
    ['online on 4g', { online: true, connection: { effectiveType: '4g' } }, true],
    ['online without connection info', { online: true }, true],
    ['offline', { online: false }, false],
    ['2g', { online: true, connection: { effectiveType: '2g' } }, false],
    ['slow-2g', { online: true, connection: { effectiveType: 'slow-2g' } }, false],
    ['Save-Data', { online: true, connection: { effectiveType: '4g', saveData: true } }, false],
  ])('%s', (_name, environment, expected) => {
    expect(canPrefetch(environment)).toBe(expected);
  });

  it('treats the current page and its hashes as the same page', () => {
    const here = new URL('https://x.test/faq/');
    expect(isSamePage(new URL('https://x.test/faq/#pricing'), here)).toBe(true);
    expect(isSamePage(new URL('https://x.test/faq/?q=1'), here)).toBe(false);
    expect(isSamePage(new URL('https://x.test/blog/'), here)).toBe(false);
  });
});

describe('reload guard', () => {
  const memory = (): GuardStorage & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
  };

  it('reloads once, not again within 60 s, and again after', () => {
    const storage = memory();
    expect(shouldReloadAfterChunkError(storage, 1_000_000)).toBe(true);
    expect(shouldReloadAfterChunkError(storage, 1_000_000 + 59_999)).toBe(false);
    expect(shouldReloadAfterChunkError(storage, 1_000_000 + 60_000)).toBe(true);
  });

  it.each([
    [{ name: 'ChunkLoadError', message: 'x' }, true],
    [new Error('Loading chunk 123 failed.'), true],
    [new Error('Loading CSS chunk app/layout failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: /x.js'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['text', false],
  ])('recognises chunk errors (%#)', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('normalizeError', () => {
  it.each([
    [new Error('Broken'), { status: 500, message: 'Broken' }],
    [
      { status: 404, message: 'Missing' },
      { status: 404, message: 'Missing' },
    ],
    [{ statusCode: 503 }, { status: 503, message: 'Something went wrong on our side.' }],
    [
      { status: 200, message: 'odd' },
      { status: 500, message: 'odd' },
    ],
    ['plain', { status: 500, message: 'plain' }],
    [undefined, { status: 500, message: 'Something went wrong on our side.' }],
  ])('%# normalises to status and message', (input, expected) => {
    expect(normalizeError(input)).toEqual(expected);
  });
});
