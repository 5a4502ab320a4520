/**
 * Session tokens: HS256 JWTs (jose) with `sub` = client uuid and `tv` = the client's tokenVersion at
 * issue time. A token whose `tv` no longer matches is revoked (logout-all, password change).
 */
import { SignJWT, jwtVerify } from 'jose';

export interface SessionClaims {
  sub: string;
  tv: number;
}

/** Signs a session token valid for `ttlSeconds`. */
export async function signSession(
  claims: SessionClaims,
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ tv: claims.tv })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/** Verifies signature, algorithm and expiry. Returns undefined for any bad token (never throws). */
export async function verifySession(
  token: string,
  secret: Uint8Array,
): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return undefined;
    return { sub: payload.sub, tv: payload.tv };
  } catch {
    return undefined;
  }
}
