/** Drives two-factor enrolment and the code step the way the dashboard does. */
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { bearer, post } from './accounts.js';

/** The TOTP code of `secret` at `offsetSeconds` from now (30 = the next step). */
export function totp(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

/** Enrols and confirms 2FA with the member's password; the confirming code is the current step's. */
export async function enableTwoFactor(app: FastifyInstance, token: string, password: string) {
  const setup = await post(app, '/api/user-data/two-factor/setup', undefined, bearer(token));
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await post(
    app,
    '/api/user-data/two-factor/enable',
    { password, code: await totp(secret) },
    bearer(token),
  );
  expect(enable.statusCode, enable.body).toBe(200);
  const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

/** The password step of a member with 2FA on: its challenge. */
export async function challengeFor(app: FastifyInstance, email: string, password: string) {
  const res = await post(app, '/api/auth/login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json() as { twoFactorRequired?: boolean; challenge?: string; token?: string };
  expect(json.twoFactorRequired).toBe(true);
  expect(json.token).toBeUndefined();
  return json.challenge ?? '';
}

export const codeStep = (app: FastifyInstance, challenge: string, code: string) =>
  post(app, '/api/auth/login/two-factor', { challenge, code });
