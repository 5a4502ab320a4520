import { request, seg, sessionEnding } from '../client';
import type { CallOptions } from '../client';
import type {
  ChangePasswordBody,
  ConfirmEmailChangeResponse,
  EmailChangeBody,
  EmailChangeResponse,
  ForgotPasswordResponse,
  ProfileChange,
  ResetPasswordBody,
  ResetTokenCheckResponse,
  ResetPasswordResponse,
  SessionInfo,
  SessionsResponse,
  LoginBody,
  LoginResponse,
  Profile,
  RegenerateApiKeyResponse,
  ResendVerificationEmailResponse,
  SignupBody,
  SignupResponse,
  VerifyEmailResponse,
} from '../types/accounts';
import type { ApiPath } from '../types/generated';

/** The accounts paths; the typecheck fails if the OpenAPI document drops or renames one. */
const PATHS = {
  signup: '/auth/signup',
  login: '/auth/login',
  profile: '/user-data/profile',
  regenerateApiKey: '/user-data/regenerate-api-key',
  verifyEmail: '/auth/verify-email',
  resend: '/auth/resend-verification-email',
  logout: '/auth/logout',
  logoutAll: '/auth/logout-all',
  changePassword: '/user-data/change-password',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  checkResetToken: '/auth/reset-password/check',
  confirmEmailChange: '/auth/confirm-email-change',
  emailChange: '/user-data/email-change',
  sessions: '/sessions',
  revokeOtherSessions: '/sessions/revoke-others',
} as const satisfies Record<string, ApiPath>;

/** Spec §7 `POST /auth/signup`. Public: a 4xx is an answer, never a session expiry. */
export function signup(body: SignupBody, options?: CallOptions): Promise<SignupResponse> {
  return request(PATHS.signup, { ...options, method: 'POST', body, public: true });
}

/** Spec §7 `POST /auth/login`. Public: a failed login (401/403) rejects with ApiError, no expiry. */
export function login(body: LoginBody, options?: CallOptions): Promise<LoginResponse> {
  return request(PATHS.login, { ...options, method: 'POST', body, public: true });
}

/** Spec §7 `GET /user-data/profile`, with the bearer token passed explicitly (right after login). */
export function getProfile(token: string, options?: CallOptions): Promise<Profile> {
  return request(PATHS.profile, { ...options, headers: { authorization: `Bearer ${token}` } });
}

/** Spec §7 `POST /user-data/regenerate-api-key` (no body) → newApiKey. */
export function regenerateApiKey(options?: CallOptions): Promise<RegenerateApiKeyResponse> {
  return request(PATHS.regenerateApiKey, { ...options, method: 'POST' });
}

/** Spec §7 `POST /auth/verify-email` with the token decoded from the link. Public. */
export function verifyEmail(token: string, options?: CallOptions): Promise<VerifyEmailResponse> {
  return request(PATHS.verifyEmail, { ...options, method: 'POST', body: { token }, public: true });
}

/** Spec §7 `POST /auth/resend-verification-email`. Public. */
export function resendVerificationEmail(
  email: string,
  options?: CallOptions,
): Promise<ResendVerificationEmailResponse> {
  return request(PATHS.resend, { ...options, method: 'POST', body: { email }, public: true });
}

/**
 * API contract `POST /auth/logout`: ends this session on the server (its token is refused from
 * now on). A 401 means it had ended already: an answer, not a session expiry.
 */
export async function logout(options?: CallOptions): Promise<void> {
  sessionEnding();
  await request(PATHS.logout, { ...options, method: 'POST', public: true });
}

/** API contract `POST /auth/logout-all` (not in spec §7): every token issued so far stops working. */
export async function logoutAll(options?: CallOptions): Promise<void> {
  await request(PATHS.logoutAll, { ...options, method: 'POST' });
}

/** API contract `POST /user-data/change-password` (not in spec §7): existing tokens stop working. */
export async function changePassword(
  body: ChangePasswordBody,
  options?: CallOptions,
): Promise<void> {
  await request(PATHS.changePassword, { ...options, method: 'POST', body });
}

/** API contract `POST /auth/forgot-password`: the same answer whether the address exists or not. Public. */
export function forgotPassword(
  email: string,
  options?: CallOptions,
): Promise<ForgotPasswordResponse> {
  return request(PATHS.forgotPassword, {
    ...options,
    method: 'POST',
    body: { email },
    public: true,
  });
}

/** API contract `POST /auth/reset-password` with the token of the link. Public. */
export function resetPassword(
  body: ResetPasswordBody,
  options?: CallOptions,
): Promise<ResetPasswordResponse> {
  return request(PATHS.resetPassword, { ...options, method: 'POST', body, public: true });
}

/**
 * API contract `POST /auth/reset-password/check`: whether the token of a reset link still works,
 * without using it. Public. Resolves `{ valid: true }`; an unknown, used or expired token rejects
 * with ApiError 400 INVALID_RESET_TOKEN.
 */
export function checkResetToken(
  token: string,
  options?: CallOptions,
): Promise<ResetTokenCheckResponse> {
  return request(PATHS.checkResetToken, {
    ...options,
    method: 'POST',
    body: { token },
    public: true,
  });
}

/** API contract `POST /auth/confirm-email-change` with the token of the link. Public. */
export function confirmEmailChange(
  token: string,
  options?: CallOptions,
): Promise<ConfirmEmailChangeResponse> {
  return request(PATHS.confirmEmailChange, {
    ...options,
    method: 'POST',
    body: { token },
    public: true,
  });
}

/** API contract `PATCH /user-data/profile` → the updated profile. */
export function updateProfile(change: ProfileChange, options?: CallOptions): Promise<Profile> {
  return request(PATHS.profile, { ...options, method: 'PATCH', body: change });
}

/** API contract `POST /user-data/email-change`: sends a confirmation link to the new address. */
export function requestEmailChange(
  body: EmailChangeBody,
  options?: CallOptions,
): Promise<EmailChangeResponse> {
  return request(PATHS.emailChange, { ...options, method: 'POST', body });
}

/**
 * API contract `DELETE /user-data/email-change`: cancels the e-mail change waiting for its link
 * (the link stops working; the profile's `pendingEmail` becomes null).
 */
export async function cancelEmailChange(options?: CallOptions): Promise<void> {
  await request(PATHS.emailChange, { ...options, method: 'DELETE' });
}

/** API contract `GET /sessions`: the member's active sessions, most recently seen first. */
export async function listSessions(options?: CallOptions): Promise<SessionInfo[]> {
  const res: SessionsResponse = await request(PATHS.sessions, options);
  return res.sessions;
}

/** API contract `DELETE /sessions/:id`: that session is refused on its next request. */
export async function revokeSession(id: string, options?: CallOptions): Promise<void> {
  await request(`/sessions/${seg(id)}`, { ...options, method: 'DELETE' });
}

/** API contract `POST /sessions/revoke-others` → how many sessions ended. */
export async function revokeOtherSessions(options?: CallOptions): Promise<number> {
  const res: { revoked: number } = await request(PATHS.revokeOtherSessions, {
    ...options,
    method: 'POST',
  });
  return res.revoked;
}
