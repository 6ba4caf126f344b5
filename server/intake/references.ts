import { randomInt } from 'node:crypto';

// Crockford base32 without I, L, O, U: nothing to misread over the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export type ReferencePrefix = 'Q' | 'B' | 'M' | 'A' | 'P' | 'J';

/** A human-friendly reference such as `VQ-260601-7K3QXZ` (kind, UTC date, 30 random bits). */
export function makeReference(prefix: ReferencePrefix, now: Date): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  let random = '';
  for (let i = 0; i < 6; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `V${prefix}-${date}-${random}`;
}

function causeChain(error: unknown): object[] {
  const chain: object[] = [];
  for (let current: unknown = error; typeof current === 'object' && current !== null && chain.length < 5; current = Reflect.get(current, 'cause')) {
    chain.push(current);
  }
  return chain;
}

/** True when an insert failed because its reference is taken: a unique violation on a `…_reference_unique` constraint. */
export function isReferenceClash(error: unknown): boolean {
  return causeChain(error).some((e) => {
    const constraint: unknown = Reflect.get(e, 'constraint');
    return Reflect.get(e, 'code') === '23505' && typeof constraint === 'string' && constraint.endsWith('_reference_unique');
  });
}

/**
 * Stores something under a fresh reference, drawing another when that one is already taken.
 * 30 random bits a day make a clash rare, but a busy day must not answer a visitor with 500.
 */
export async function withFreshReference<T>(prefix: ReferencePrefix, now: Date, store: (reference: string) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await store(makeReference(prefix, now));
    } catch (error) {
      if (attempt >= attempts || !isReferenceClash(error)) throw error;
    }
  }
}
