/**
 * Text PostgreSQL cannot store: a NUL character (U+0000) or a lone UTF-16 surrogate. Neither
 * `text` nor `jsonb` holds them, so input carrying them is refused at the boundary with a 400
 * rather than failing at the database with a 500 (docs/api-contract.md, "Hardening").
 */

// With the `u` flag a well-formed surrogate pair is one code point, so \p{Cs} only matches a lone one.
const LONE_SURROGATE = /\p{Cs}/u;

/** True when `s` holds a NUL or an unpaired surrogate. */
export function hasForbiddenText(s: string): boolean {
  return s.includes('\u0000') || LONE_SURROGATE.test(s);
}
