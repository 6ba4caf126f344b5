import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoByDir } from '@/lib/content/collection';

/** A loader that counts its calls. */
function countingLoader() {
  const calls = { count: 0 };
  const load = memoByDir(() => {
    calls.count += 1;
    return String(calls.count);
  });
  return { calls, load };
}

describe('memoByDir', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'memo-by-dir-'));
    writeFileSync(join(dir, 'page.md'), 'one');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads a folder once in a build', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { calls, load } = countingLoader();
    load(dir);
    writeFileSync(join(dir, 'page.md'), 'two');
    load(dir);
    expect(calls.count).toBe(1);
  });

  it('under next dev, loads it again once a file in it was edited, added or removed', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const { calls, load } = countingLoader();
    load(dir);
    load(dir);
    expect(calls.count).toBe(1);
    writeFileSync(join(dir, 'page.md'), 'two');
    utimesSync(join(dir, 'page.md'), new Date(), new Date(Date.now() + 5000));
    load(dir);
    expect(calls.count).toBe(2);
    writeFileSync(join(dir, 'other.md'), 'three');
    load(dir);
    expect(calls.count).toBe(3);
    rmSync(join(dir, 'other.md'));
    load(dir);
    expect(calls.count).toBe(4);
  });
});
