/**
 * The two-factor challenge of a sign-in: a short-lived HS256 token the password step returns
 * instead of a session when the member has 2FA on (docs/adr/0013-audit-log-and-two-factor.md). It is signed with a key derived from the session secret for this purpose alone, so a
 * challenge can never pass as a session token and a session token never as a challenge.
 */
import { createHash, createHmac } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

/** How long the code step may follow the password step (seconds). */
export const CHALLENGE_TTL_SECONDS = 300;

export interface ChallengeClaims {
  /** The member who passed the password step. */
  sub: string;
  /** The member's token version then: a reset or logout-all voids the challenge. */
  tv: number;
  /** `credentialStamp` of the member then: a new password or 2FA switch voids the challenge. */
  cs: string;
}

/**
 * A short digest of the credentials a challenge was issued against: the password hash and when
 * two-factor sign-in was switched on. Any change of either (password change or reset, 2FA off, or
 * off and on again) makes it differ, so older challenges are refused (docs/security.md).
 * @param twoFactorEnabledAt null when 2FA is off
 */
export function credentialStamp(passwordHash: string, twoFactorEnabledAt: Date | null): string {
  return createHash('sha256')
    .update(`${passwordHash}|${twoFactorEnabledAt?.toISOString() ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function challengeKey(sessionSecret: Uint8Array): Buffer {
  return createHmac('sha256', Buffer.from(sessionSecret))
    .update('pulse two-factor challenge')
    .digest();
}

/** Signs a challenge valid for CHALLENGE_TTL_SECONDS. */
export function signChallenge(claims: ChallengeClaims, sessionSecret: Uint8Array): string {
  const sign = createSigner({
    key: challengeKey(sessionSecret),
    algorithm: 'HS256',
    expiresIn: CHALLENGE_TTL_SECONDS * 1000,
  });
  return sign({ sub: claims.sub, tv: claims.tv, cs: claims.cs, purpose: 'two-factor' });
}

/** @returns the claims, or undefined for a bad or expired challenge (never throws) */
export function verifyChallenge(
  token: string,
  sessionSecret: Uint8Array,
): ChallengeClaims | undefined {
  try {
    const payload = createVerifier({
      key: challengeKey(sessionSecret),
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
    })(token) as Record<string, unknown>;
    if (payload.purpose !== 'two-factor') return undefined;
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return undefined;
    if (typeof payload.tv !== 'number' || !Number.isSafeInteger(payload.tv)) return undefined;
    if (typeof payload.cs !== 'string') return undefined;
    return { sub: payload.sub, tv: payload.tv, cs: payload.cs };
  } catch {
    return undefined;
  }
}
