/**
 * Session tokens: HS256 JWTs (fast-jwt, the library behind @fastify/jwt) with `sub` = member uuid,
 * `tv` = the member's tokenVersion at issue time and `sid` = the server-side session (table
 * `sessions`). A token whose `tv` no longer matches, or whose session is revoked, is refused
 * (logout-all, revoked session, password change); those checks are the caller's, against the
 * database (plugins/auth.ts).
 */
import { createSigner, createVerifier } from 'fast-jwt';

export interface SessionClaims {
  /** Member uuid. */
  sub: string;
  tv: number;
  /** Session uuid. */
  sid: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Verify = (token: string) => Record<string, unknown>;

// Every authenticated request verifies a token, so verifiers are built once per secret. fast-jwt
// verifies synchronously with node:crypto (jose goes through WebCrypto's thread pool, ~3× the cost
// per request) and keeps recently verified tokens in an LRU cache: a cached token is still
// refused once expired, and revocation does not depend on it (the caller compares `tv`).
const verifiers = new WeakMap<Uint8Array, Verify>();

function verifierFor(secret: Uint8Array): Verify {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = createVerifier({
      key: Buffer.from(secret),
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'sid', 'exp'],
      cache: 10_000,
    }) as Verify;
    verifiers.set(secret, verify);
  }
  return verify;
}

/** Signs a session token valid for `ttlSeconds`. */
export async function signSession(
  claims: SessionClaims,
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  const sign = createSigner({
    key: Buffer.from(secret),
    algorithm: 'HS256',
    expiresIn: ttlSeconds * 1000,
  });
  return sign({ sub: claims.sub, tv: claims.tv, sid: claims.sid });
}

/** Verifies signature, algorithm and expiry. Returns undefined for any bad token (never throws). */
export async function verifySession(
  token: string,
  secret: Uint8Array,
): Promise<SessionClaims | undefined> {
  try {
    const payload = verifierFor(secret)(token);
    // A well-signed token can still carry claims we never issue (a leaked secret, an old format):
    // anything but a uuid `sub` and `sid` and an integer `tv` is a bad token (401), never a database error.
    if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return undefined;
    if (typeof payload.tv !== 'number' || !Number.isSafeInteger(payload.tv)) return undefined;
    // Tokens issued before sessions existed carry no `sid`: refused, the user signs in again.
    if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return undefined;
    return { sub: payload.sub, tv: payload.tv, sid: payload.sid };
  } catch {
    return undefined;
  }
}
