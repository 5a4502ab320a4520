import { request } from '../client';
import type { CallOptions } from '../client';
import type { ApiPath } from '../types/generated';
import type {
  DisableTwoFactorBody,
  EnableTwoFactorBody,
  EnableTwoFactorResponse,
  LoginTwoFactorBody,
  LoginTwoFactorResponse,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../types/two-factor';

/** The two-factor paths; the typecheck fails if the OpenAPI document drops or renames one. */
const PATHS = {
  status: '/user-data/two-factor',
  setup: '/user-data/two-factor/setup',
  enable: '/user-data/two-factor/enable',
  disable: '/user-data/two-factor/disable',
  loginCode: '/auth/login/two-factor',
} as const satisfies Record<string, ApiPath>;

/** `GET /user-data/two-factor`: on or off, since when, recovery codes left. */
export function getTwoFactorStatus(options?: CallOptions): Promise<TwoFactorStatus> {
  return request(PATHS.status, options);
}

/** `POST /user-data/two-factor/setup`: a new secret with its QR code (PNG data URL). */
export function startTwoFactorSetup(options?: CallOptions): Promise<TwoFactorSetup> {
  return request(PATHS.setup, { ...options, method: 'POST' });
}

/**
 * `POST /user-data/two-factor/enable` with the member's password and the app's code → the 10
 * recovery codes, shown once. A wrong password is a 400 `INVALID_PASSWORD`.
 */
export function enableTwoFactor(
  body: EnableTwoFactorBody,
  options?: CallOptions,
): Promise<EnableTwoFactorResponse> {
  return request(PATHS.enable, { ...options, method: 'POST', body });
}

/** `POST /user-data/two-factor/disable` with the password and a code (or a recovery code). */
export async function disableTwoFactor(
  body: DisableTwoFactorBody,
  options?: CallOptions,
): Promise<void> {
  await request(PATHS.disable, { ...options, method: 'POST', body });
}

/**
 * `POST /auth/login/two-factor`: the code step of a sign-in with the challenge of the password
 * step. Public: a wrong code (400) or an expired challenge (401) is an answer, not an expiry.
 */
export function loginTwoFactor(
  body: LoginTwoFactorBody,
  options?: CallOptions,
): Promise<LoginTwoFactorResponse> {
  return request(PATHS.loginCode, { ...options, method: 'POST', body, public: true });
}
