import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Passwords are hashed with scrypt from node:crypto, which runs on libuv's thread pool, not the
 * event loop. N = 2^15, r = 8 (32 MiB, about 60 ms per hash on one core here): OWASP's minimum
 * for scrypt is N = 2^17 at 1 thread, 2^15 at the same memory cost per second of sign-in we can
 * spend on 2 cores. The parameters are stored with each hash, so raising them later only
 * affects new hashes; old ones still verify.
 */
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // maxmem must exceed 128 × N × r bytes, or node refuses.
  const maxmem = 256 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) => (error === null ? resolve(key) : reject(error)));
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether the password matches the stored hash, compared in equal time. A malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a password nobody has, checked when the email is unknown or the account is
 * deactivated, so that those answers take as long as a wrong password.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(32).toString('base64url'));
  return decoy;
}
