/**
 * Signing of webhook deliveries (docs/api-contract.md "Verifying a delivery"):
 * `Pulse-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>`.
 * A receiver recomputes v1 over the raw body and refuses a `t` older than the tolerance (replays).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How old a signature's timestamp may be when a receiver checks it (seconds). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A new signing secret: `whsec_` + 32 random bytes (base64url). */
export function generateSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The `Pulse-Signature` header value of `body` signed at `timestampSec`. */
export function signatureHeader(secret: string, timestampSec: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSec}.${body}`).digest('hex');
  return `t=${timestampSec},v1=${v1}`;
}

/**
 * Checks a `Pulse-Signature` header the way a receiver should (used by our tests; the docs show
 * the same steps in Node and Python).
 * @returns true when one v1 matches and t is within `toleranceSec` of `nowSec`
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowSec: number,
  toleranceSec = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parts = header.split(',').map((p) => p.split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSec - t) > toleranceSec) return false;
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'),
    'utf8',
  );
  return parts
    .filter(([k]) => k === 'v1')
    .some(([, v]) => {
      const got = Buffer.from(v ?? '', 'utf8');
      return got.length === expected.length && timingSafeEqual(got, expected);
    });
}
