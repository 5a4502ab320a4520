// Two-factor endpoints: GENERATED from apps/api/openapi.json (src/generated/schema.ts, `pnpm generate`).
// Only names are given to the generated types.
import type { LoginResponse, LoginSession } from './accounts';
import type { RequestBody, ResponseBody } from './generated';

export type TwoFactorStatus = ResponseBody<'/user-data/two-factor', 'get', 200>;
export type TwoFactorSetup = ResponseBody<'/user-data/two-factor/setup', 'post', 200>;
export type EnableTwoFactorResponse = ResponseBody<'/user-data/two-factor/enable', 'post', 200>;
export type EnableTwoFactorBody = RequestBody<'/user-data/two-factor/enable', 'post'>;
export type DisableTwoFactorBody = RequestBody<'/user-data/two-factor/disable', 'post'>;

export type LoginTwoFactorBody = RequestBody<'/auth/login/two-factor', 'post'>;
/** The code step answers a session, like a sign-in without 2FA. */
export type LoginTwoFactorResponse = ResponseBody<'/auth/login/two-factor', 'post', 200> &
  LoginSession;
/** The password step's answer when two-factor sign-in is on: a challenge, no session yet. */
export type TwoFactorChallenge = Extract<LoginResponse, { twoFactorRequired: true }>;
