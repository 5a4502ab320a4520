import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptSecret,
  encryptSecret,
  generateApiKey,
  generateClientId,
  sha256Hex,
} from '../../src/lib/crypto.js';
import { hashPassword, verifyPassword } from '../../src/lib/password.js';

describe('API keys', () => {
  it('have the pk_live_ prefix and 256 random bits', () => {
    const key = generateApiKey();
    expect(key).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
    expect(generateApiKey()).not.toBe(key);
    expect(sha256Hex(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(generateClientId()).toMatch(/^cl_[a-z0-9]{16}$/);
  });

  it('round-trip through AES-256-GCM and refuse another owner or key', () => {
    const key = randomBytes(32);
    const ct = encryptSecret('pk_live_x', key, 'owner-1');
    expect(decryptSecret(ct, key, 'owner-1')).toBe('pk_live_x');
    expect(() => decryptSecret(ct, key, 'owner-2')).toThrow();
    expect(() => decryptSecret(ct, randomBytes(32), 'owner-1')).toThrow();
  });
});

describe('passwords', () => {
  const params = { log2N: 10, r: 8, p: 1 };
  it('hash with scrypt, parameters and salt in the string', async () => {
    const hash = await hashPassword('Str0ng!pass', params);
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await hashPassword('Str0ng!pass', params)).not.toBe(hash);
    expect(await verifyPassword('Str0ng!pass', hash)).toBe(true);
    expect(await verifyPassword('Str0ng!pasS', hash)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});
