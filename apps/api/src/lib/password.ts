/**
 * Password hashing with scrypt (memory-hard KDF from node:crypto; docs/architecture.md §4).
 *
 * Hash format: `scrypt$<log2N>$<r>$<p>$<salt base64>$<key base64>` so the cost can be raised later
 * without invalidating stored hashes. Default cost N=2^15, r=8, p=1 uses 32 MiB and ~50-100 ms.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { ScryptParams } from '../config.js';

const KEY_LENGTH = 32;

function scrypt(
  password: string,
  salt: Buffer,
  keylen: number,
  opts: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keylen, opts, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

function options(params: ScryptParams): ScryptOptions {
  const N = 2 ** params.log2N;
  // maxmem must exceed 128*N*r bytes, else node refuses the parameters.
  return { N, r: params.r, p: params.p, maxmem: 256 * N * params.r + 1024 * 1024 };
}

/** Hashes a password with a fresh 16-byte salt. */
export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, options(params));
  return [
    'scrypt',
    params.log2N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/**
 * Checks a password against a stored hash in constant time. Returns false (never throws) for a
 * malformed hash.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, log2N, r, p, saltB64, keyB64] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(keyB64, 'base64');
  const params = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (!Number.isInteger(params.log2N) || params.log2N < 1 || params.log2N > 22) return false;
  const key = await scrypt(
    password,
    Buffer.from(saltB64, 'base64'),
    expected.length,
    options(params),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummyHash: { params: string; hash: Promise<string> } | undefined;

/**
 * Spends the same work as a real verification, for log-ins against unknown e-mails, so response
 * time does not reveal whether an account exists.
 */
export async function burnPasswordCheck(password: string, params: ScryptParams): Promise<void> {
  const key = JSON.stringify(params);
  if (dummyHash?.params !== key)
    dummyHash = { params: key, hash: hashPassword('dummy-password', params) };
  await verifyPassword(password, await dummyHash.hash);
}
