/**
 * The built-in sandbox checkout: no money moves. The session id is random
 * (`cs_sandbox_` + 144 bits) and the page URL carries a capability token, an HMAC of the session id
 * and the owning client: the session id alone, which appears in the return URLs, is not enough to
 * pay, cancel or even view the page.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './provider.js';

export const SANDBOX_PREFIX = 'cs_sandbox_';

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  /** @param secret key of the capability tokens (derived from the session-signing secret) */
  constructor(private readonly secret: Uint8Array) {}

  /** Capability token of a sandbox session for its owner. */
  token(sessionId: string, tenantId: string): string {
    return createHmac('sha256', this.secret)
      .update(`pulse-sandbox-checkout\0${sessionId}\0${tenantId}`)
      .digest('base64url');
  }

  verify(sessionId: string, tenantId: string, token: string | undefined): boolean {
    if (!token) return false;
    const want = Buffer.from(this.token(sessionId, tenantId));
    const got = Buffer.from(token);
    return got.length === want.length && timingSafeEqual(got, want);
  }

  createCheckoutSession(req: CheckoutRequest): Promise<CheckoutSession> {
    const sessionId = SANDBOX_PREFIX + randomBytes(18).toString('base64url');
    const token = this.token(sessionId, req.tenantId);
    const url = `${req.apiOrigin}/api/payments/sandbox/${sessionId}?token=${token}`;
    return Promise.resolve({ sessionId, url });
  }
}

/** Luhn check of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The card-network test numbers the sandbox accepts (the ones Stripe documents), and their outcome. */
export const TEST_CARDS: Record<
  string,
  { outcome: 'success' } | { outcome: 'declined'; reason: string }
> = {
  '4242424242424242': { outcome: 'success' },
  '4000056655665556': { outcome: 'success' },
  '5555555555554444': { outcome: 'success' },
  '2223003122003222': { outcome: 'success' },
  '378282246310005': { outcome: 'success' },
  '4000000000000002': { outcome: 'declined', reason: 'card_declined' },
  '4000000000009995': { outcome: 'declined', reason: 'insufficient_funds' },
  '4000000000000069': { outcome: 'declined', reason: 'expired_card' },
  '4000000000000127': { outcome: 'declined', reason: 'incorrect_cvc' },
};

export type CardCheck =
  | { ok: true; outcome: 'success' }
  | { ok: true; outcome: 'declined'; reason: string }
  | { ok: false; error: string };

export const TEST_CARD_HINT =
  'Use a test card: 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).';

/**
 * Checks the submitted card fields.
 * @param now for the expiry check
 */
export function checkCard(
  fields: { cardNumber?: string; expiry?: string; cvc?: string },
  now = new Date(),
): CardCheck {
  const digits = (fields.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { ok: false, error: `Your card number is invalid. ${TEST_CARD_HINT}` };
  const card = TEST_CARDS[digits];
  if (!card)
    return {
      ok: false,
      error: `This is a sandbox: real cards are not accepted. ${TEST_CARD_HINT}`,
    };
  const exp = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(fields.expiry ?? '');
  const month = exp ? Number(exp[1]) : 0;
  if (!exp || month < 1 || month > 12)
    return { ok: false, error: 'Enter the expiry date as MM/YY.' };
  const year = (exp[2] ?? '').length === 2 ? 2000 + Number(exp[2]) : Number(exp[2]);
  const nowKey = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < nowKey)
    return { ok: false, error: "Your card's expiry date is in the past." };
  if (!/^\d{3,4}$/.test((fields.cvc ?? '').trim()))
    return { ok: false, error: "Your card's security code (CVC) is incomplete." };
  return card.outcome === 'success'
    ? { ok: true, outcome: 'success' }
    : { ok: true, outcome: 'declined', reason: card.reason };
}
