import { describe, expect, it } from 'vitest';
import { createAttemptKeys, createIdempotencyKey, submissionFingerprint } from '@/lib/forms/idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createIdempotencyKey', () => {
  it('makes a version 4 UUID from the random bytes', () => {
    expect(createIdempotencyKey((bytes) => bytes.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(createIdempotencyKey((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('gives a different valid key each time by default', () => {
    const keys = new Set(Array.from({ length: 50 }, () => createIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});

describe('submissionFingerprint', () => {
  it('is the same for the same content in any key order', () => {
    expect(submissionFingerprint({ a: 1, b: { c: 'x', d: [1, 2] } })).toBe(submissionFingerprint({ b: { d: [1, 2], c: 'x' }, a: 1 }));
  });

  it('tells different content apart', () => {
    expect(submissionFingerprint({ a: 1 })).not.toBe(submissionFingerprint({ a: 2 }));
  });

  it('identifies files by name, size, type and date rather than by reference', () => {
    const one = new File(['abc'], 'a.pdf', { type: 'application/pdf', lastModified: 1 });
    const same = new File(['xyz'], 'a.pdf', { type: 'application/pdf', lastModified: 1 });
    const renamed = new File(['abc'], 'b.pdf', { type: 'application/pdf', lastModified: 1 });
    expect(submissionFingerprint({ cv: one })).toBe(submissionFingerprint({ cv: same }));
    expect(submissionFingerprint({ cv: one })).not.toBe(submissionFingerprint({ cv: renamed }));
  });
});

describe('createAttemptKeys', () => {
  function counter() {
    let n = 0;
    return () => `key-${++n}`;
  }

  it('reuses the key while the same content is sent again', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor('A')).toBe('key-1');
    expect(keys.keyFor('A')).toBe('key-1');
  });

  it('starts a new attempt when the content changes', () => {
    const keys = createAttemptKeys(counter());
    keys.keyFor('A');
    expect(keys.keyFor('B')).toBe('key-2');
    expect(keys.keyFor('A')).toBe('key-3');
  });

  it('starts a new attempt after a success, even with the same content', () => {
    const keys = createAttemptKeys(counter());
    keys.keyFor('A');
    keys.settle();
    expect(keys.keyFor('A')).toBe('key-2');
  });
});
