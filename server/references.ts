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
