/** Public report ids: `rpt_` + 26 base32 characters from crypto.randomBytes (130 bits, unguessable). */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Lower-case RFC 4648 base32 without padding. */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export const REFERENCE_ID_PATTERN = '^rpt_[a-z2-7]{26}$';

export function generateReferenceId(): string {
  return 'rpt_' + base32(randomBytes(17)).slice(0, 26);
}

/** `pk_live_abcd…wxyz`: enough to recognise a key, useless to an attacker. */
export function maskApiKey(key: string): string {
  if (key.length <= 16) return key.slice(0, 4) + '…';
  return `${key.slice(0, 12)}…${key.slice(-4)}`;
}
