import { verifyEmail } from '@pulse/api-client';
import type { VerifyEmailResponse } from '@pulse/api-client';

const calls = new Map<string, Promise<VerifyEmailResponse>>();

/**
 * Verification tokens are single use: React StrictMode runs effects twice and a second POST would
 * fail. One call per token per page load; every caller shares its outcome.
 */
export function verifyEmailOnce(token: string): Promise<VerifyEmailResponse> {
  let call = calls.get(token);
  if (!call) {
    call = verifyEmail(token);
    calls.set(token, call);
  }
  return call;
}

/** Decodes the token taken from the link (spec §2); a malformed escape is used as it is. */
export function decodeToken(raw: string | undefined): string {
  if (!raw) return '';
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}
