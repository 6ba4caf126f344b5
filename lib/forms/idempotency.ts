/*
 * Idempotency keys for submissions. One key per submission attempt: sending the same
 * content again (a retry after a lost connection, a second click) reuses the key, so the API
 * answers with the first response and stores nothing twice; changed content is a new attempt
 * with a new key, since the API refuses a key reused for a different body.
 */

type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const defaultFill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * A random UUID (version 4). Built from `getRandomValues` rather than `randomUUID`, which
 * browsers only offer on secure origins.
 */
export function createIdempotencyKey(fill: RandomFill = defaultFill): string {
  const bytes = fill(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function describeForFingerprint(_key: string, value: unknown): unknown {
  // A file is identified by what the visitor chose, not its bytes (reading them would be slow).
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const name = typeof File !== 'undefined' && value instanceof File ? value.name : '';
    const lastModified = typeof File !== 'undefined' && value instanceof File ? value.lastModified : 0;
    return { file: name, size: value.size, type: value.type, lastModified };
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return value;
}

/** A stable text for a submission's content: same content, same text, whatever the key order. */
export function submissionFingerprint(content: unknown): string {
  return JSON.stringify(content, describeForFingerprint) ?? '';
}

export interface AttemptKeys {
  /** The key for sending this content: the current attempt's key when the content is unchanged. */
  keyFor(fingerprint: string): string;
  /** The attempt has succeeded: whatever is sent next is a new submission. */
  settle(): void;
}

export function createAttemptKeys(newKey: () => string = createIdempotencyKey): AttemptKeys {
  let current: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(fingerprint) {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    settle() {
      current = undefined;
    },
  };
}
