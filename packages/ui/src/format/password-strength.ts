/** Password strength (spec §5): five checks; score 1–2 Weak, 3–4 Medium, 5 Strong, 0 no level. */

/** The special characters that count for the "special" check (spec §5). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

/** Strength level shown next to the meter; null when nothing is typed / no check passes. */
export type PasswordLevel = 'Weak' | 'Medium' | 'Strong';

/** Result of scorePassword. */
export interface PasswordScore {
  /** Number of passed checks, 0..5. */
  score: number;
  level: PasswordLevel | null;
  checks: {
    length: boolean;
    lowercase: boolean;
    uppercase: boolean;
    digit: boolean;
    special: boolean;
  };
}

const SPECIAL_RE = /[!@#$%^&*(),.?":{}|<>]/;

/** Scores a password against the five checks: length ≥ 8, a-z, A-Z, 0-9 and one of PASSWORD_SPECIALS. */
export function scorePassword(pw: string | null | undefined): PasswordScore {
  const p = pw ?? '';
  const checks = {
    length: p.length >= 8,
    lowercase: /[a-z]/.test(p),
    uppercase: /[A-Z]/.test(p),
    digit: /[0-9]/.test(p),
    special: SPECIAL_RE.test(p),
  };
  const score = Object.values(checks).filter(Boolean).length;
  const level: PasswordLevel | null =
    score === 0 ? null : score <= 2 ? 'Weak' : score <= 4 ? 'Medium' : 'Strong';
  return { score, level, checks };
}
