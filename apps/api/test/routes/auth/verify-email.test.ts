// E-mail verification tokens: single use, expiring, replaced on resend; resend does not enumerate.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import {
  afterAnswers,
  latestVerificationToken,
  outboxMessages,
  post,
  signupBody,
} from '../../helpers/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const INVALID = {
  error: 'Verification link is invalid or expired.',
  code: 'INVALID_VERIFICATION_TOKEN',
  requestId: expect.any(String),
};
const ALREADY = {
  error: 'This email address is already verified.',
  code: 'ALREADY_VERIFIED',
  requestId: expect.any(String),
};
const verify = (token: unknown) => post(t.app, '/api/auth/verify-email', { token });

async function signedUp() {
  const body = signupBody();
  expect((await post(t.app, '/api/auth/signup', body)).statusCode).toBe(201);
  return body;
}

describe('POST /api/auth/verify-email', () => {
  it('links to PUBLIC_APP_URL/verify-email/<token> and accepts the token once', async () => {
    const body = await signedUp();
    const msg = outboxMessages(t.config.outboxDir).find((m) => m.includes(body.email));
    expect(msg).toContain(`${t.config.publicAppUrl}/verify-email/`);
    const token = latestVerificationToken(t.config.outboxDir, body.email);
    expect((await verify(token)).statusCode).toBe(200);
    const second = await verify(token);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(ALREADY);
  });

  it('tells a used or replaced link of a still unverified address from a verified one', async () => {
    const body = await signedUp();
    const first = latestVerificationToken(t.config.outboxDir, body.email);
    expect(
      (await post(t.app, '/api/auth/resend-verification-email', { email: body.email })).statusCode,
    ).toBe(200);
    await afterAnswers(t.app);
    // replaced by the resend, address not verified yet: the old link is simply invalid
    expect((await verify(first)).json()).toEqual(INVALID);
    const second = latestVerificationToken(t.config.outboxDir, body.email);
    expect((await verify(second)).statusCode).toBe(200);
    expect((await verify(first)).json()).toEqual(ALREADY);
  });

  it('refuses an expired token', async () => {
    const body = await signedUp();
    const token = latestVerificationToken(t.config.outboxDir, body.email);
    await t.app.database.db.execute(
      sql`update email_verification_tokens set expires_at = now() - interval '1 second'`,
    );
    expect((await verify(token)).json()).toEqual(INVALID);
  });

  it('refuses unknown tokens and bad bodies', async () => {
    expect((await verify('nope')).json()).toEqual(INVALID);
    expect((await verify('')).statusCode).toBe(400);
    expect((await verify(12)).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('stores only hashes of tokens', async () => {
    const body = await signedUp();
    const token = latestVerificationToken(t.config.outboxDir, body.email);
    const rows = await t.app.database.db.execute(
      sql`select token_hash from email_verification_tokens`,
    );
    const hashes = JSON.stringify(rows);
    expect(hashes).not.toContain(token);
  });
});

describe('POST /api/auth/resend-verification-email', () => {
  const resend = async (email: string) => {
    const res = await post(t.app, '/api/auth/resend-verification-email', { email });
    await afterAnswers(t.app);
    return res;
  };

  it('sends a new link and invalidates the earlier one', async () => {
    const body = await signedUp();
    const first = latestVerificationToken(t.config.outboxDir, body.email);
    const res = await resend(body.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Verification email sent successfully!' });
    const second = latestVerificationToken(t.config.outboxDir, body.email);
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
    // A verified address gets the same answer as any other (no account enumeration), and no mail.
    const sent = outboxMessages(t.config.outboxDir).length;
    const again = await resend(body.email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Verification email sent successfully!' });
    expect(outboxMessages(t.config.outboxDir)).toHaveLength(sent);
  });

  it('answers unknown addresses like known ones', async () => {
    const res = await resend('ghost@acme-corp.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Verification email sent successfully!' });
  });

  it('refuses a missing or invalid e-mail', async () => {
    expect((await post(t.app, '/api/auth/resend-verification-email', {})).json()).toEqual({
      error: 'Email is required',
      code: 'VALIDATION_ERROR',
      requestId: expect.any(String),
    });
    expect((await resend('nope')).statusCode).toBe(400);
  });
});
