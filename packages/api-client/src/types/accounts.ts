// Accounts endpoints: GENERATED from apps/api/openapi.json (src/generated/schema.ts, `pnpm generate`).
// Do not hand-edit the shapes here; only names are given to the generated types.
import type { RequestBody, ResponseBody } from './generated';

export interface MessageResponse {
  message: string;
}

export type SignupBody = RequestBody<'/auth/signup', 'post'>;
export type SignupResponse = ResponseBody<'/auth/signup', 'post', 201>;
/** ISO 3166-1 alpha-2 code of one of the 40 supported countries. */
export type CountryCode = SignupBody['country'];

export type LoginBody = RequestBody<'/auth/login', 'post'>;
/** The password step's answer: a session, or a two-factor challenge (TwoFactorChallenge). */
export type LoginResponse = ResponseBody<'/auth/login', 'post', 200>;
/** A signed-in answer: the session token and the user (also what the code step answers). */
export type LoginSession = Extract<LoginResponse, { token: string }>;
/** The login refusal of an unverified user (403). */
export type NeedVerificationError = ResponseBody<'/auth/login', 'post', 403>;

export type Profile = ResponseBody<'/user-data/profile', 'get', 200>;

export type RegenerateApiKeyResponse = ResponseBody<'/user-data/regenerate-api-key', 'post', 200>;

export type VerifyEmailBody = RequestBody<'/auth/verify-email', 'post'>;
export type VerifyEmailResponse = ResponseBody<'/auth/verify-email', 'post', 200>;

export type ResendVerificationEmailBody = RequestBody<'/auth/resend-verification-email', 'post'>;
export type ResendVerificationEmailResponse = ResponseBody<
  '/auth/resend-verification-email',
  'post',
  200
>;

export type ChangePasswordBody = RequestBody<'/user-data/change-password', 'post'>;

export type ForgotPasswordResponse = ResponseBody<'/auth/forgot-password', 'post', 200>;
export type ResetPasswordBody = RequestBody<'/auth/reset-password', 'post'>;
export type ResetPasswordResponse = ResponseBody<'/auth/reset-password', 'post', 200>;
export type ResetTokenCheckResponse = ResponseBody<'/auth/reset-password/check', 'post', 200>;
export type ConfirmEmailChangeResponse = ResponseBody<'/auth/confirm-email-change', 'post', 200>;
/** The fields of PATCH /user-data/profile, each optional. */
export type ProfileChange = RequestBody<'/user-data/profile', 'patch'>;
export type EmailChangeBody = RequestBody<'/user-data/email-change', 'post'>;
export type EmailChangeResponse = ResponseBody<'/user-data/email-change', 'post', 202>;

/** GET /sessions: the member's active sessions. */
export type SessionsResponse = ResponseBody<'/sessions', 'get', 200>;
/** One session of the list (device, IP, times, whether it is this browser's). */
export type SessionInfo = SessionsResponse['sessions'][number];
