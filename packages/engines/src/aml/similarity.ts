import { doubleMetaphone } from 'double-metaphone';
import { distance } from 'fastest-levenshtein';

/**
 * Token similarity (0–1), built on `fastest-levenshtein` (edit distance) and `double-metaphone` (phonetic keys):
 *
 * - identical tokens: 1;
 * - a single letter (an initial) never aligns with another token (0): initials are optional and weigh little;
 * - otherwise s = 1 − d / max(len) with d the Levenshtein distance, where one swap of adjacent letters counts
 *   as one edit;
 * - one edit when the longer token has 4+ letters (a typo: "mahir"/"mauir", "igor"/"ior"): at least 0.9;
 * - same Double Metaphone code (primary or alternate) and s ≥ 0.6 (a transliteration variant such as
 *   Mohammed / Muhammad): at least 0.88.
 */

export const TYPO_SIM = 0.9;
export const PHONETIC_SIM = 0.88;

const phoneticCache = new Map<string, readonly [string, string]>();

export function phonetic(token: string): readonly [string, string] {
  let p = phoneticCache.get(token);
  if (!p) {
    p = /^\d+$/.test(token) ? [token, token] : doubleMetaphone(token);
    if (phoneticCache.size > 200_000) phoneticCache.clear();
    phoneticCache.set(token, p);
  }
  return p;
}

function isAdjacentSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (i >= a.length - 1) return false;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 1 || lb === 1) return 0;
  const max = la > lb ? la : lb;
  // Lengths this far apart cannot reach 0.5 by edit distance (and are not phonetic variants worth 0.6).
  if (Math.abs(la - lb) * 2 > max) return 0;
  let d = distance(a, b);
  if (d === 2 && isAdjacentSwap(a, b)) d = 1;
  let s = 1 - d / max;
  if (d === 1 && max >= 4 && s < TYPO_SIM) s = TYPO_SIM;
  if (s >= 0.6 && s < PHONETIC_SIM) {
    const pa = phonetic(a);
    const pb = phonetic(b);
    if (pa[0] && (pa[0] === pb[0] || pa[0] === pb[1] || pa[1] === pb[0])) s = PHONETIC_SIM;
  }
  return s;
}
