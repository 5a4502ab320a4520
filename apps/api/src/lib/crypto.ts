/**
 * Secrets handed to users (API keys, e-mail verification tokens): generation, hashing for look-up,
 * and AES-256-GCM encryption of API keys at rest (docs/architecture.md §4).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Prefix that makes a Pulse key recognisable in logs and secret scanners. */
export const API_KEY_PREFIX = 'pk_live_';

/** Prefix of a test-mode key. */
export const TEST_API_KEY_PREFIX = 'pk_test_';

/** A new API key: `pk_live_` (or `pk_test_`) + 32 random bytes (256 bits) in base64url. */
export function generateApiKey(mode: 'live' | 'test' = 'live'): string {
  return (
    (mode === 'test' ? TEST_API_KEY_PREFIX : API_KEY_PREFIX) + randomBytes(32).toString('base64url')
  );
}

/** A random opaque token (32 bytes, base64url), e.g. for e-mail verification links. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** sha-256 in hex: how keys and tokens are stored for look-up (they have 256 bits of entropy). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A short public id: `cl_` + 16 random base32-ish characters. */
export function generateClientId(): string {
  return (
    'cl_' + randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').toLowerCase().slice(0, 16)
  );
}

/**
 * Encrypts with AES-256-GCM. `aad` binds the ciphertext to its owner (the client uuid) so a row
 * copied to another client does not decrypt.
 * @returns `v1.<iv>.<tag>.<ciphertext>` in base64url
 */
export function encryptSecret(plain: string, key: Buffer, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    ct.toString('base64url'),
  ].join('.');
}

/** Reverses {@link encryptSecret}. @throws when the key, aad or ciphertext do not match */
export function decryptSecret(payload: string, key: Buffer, aad: string): string {
  const [v, iv, tag, ct] = payload.split('.');
  if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('Unknown ciphertext format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/**
 * Decodes a 32-byte key (the API-key encryption key) from its text form.
 * @param raw 64 hex characters, or base64/base64url of exactly 32 bytes; surrounding blanks ignored
 * @returns the key's bytes, or undefined when `raw` is neither
 */
export function parseKey(raw: string): Buffer | undefined {
  const s = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(s)) return Buffer.from(s, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(s)) {
    const b = Buffer.from(s, 'base64');
    if (b.length === 32) return b;
  }
  return undefined;
}
