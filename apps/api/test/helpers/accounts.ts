/** Helpers that drive the public auth endpoints the way the dashboard does. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export const PASSWORD = 'Str0ng!pass';

let counter = 0;
/** A unique business address. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@acme-corp.com`;
}

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Ada Lovelace',
    email: uniqueEmail(),
    password: PASSWORD,
    companyName: 'Acme Corp',
    contactNumber: '+441234567890',
    country: 'GB',
    consent: { agreed: true },
    ...overrides,
  };
}

/** Decodes a quoted-printable body (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** All outbox messages (raw .eml text, decoded), oldest first. */
export function outboxMessages(outboxDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => decodeQuotedPrintable(readFileSync(join(outboxDir, f), 'utf8')));
}

/** The verification token of the newest outbox message to `email`. */
export function latestVerificationToken(outboxDir: string, email: string): string {
  const msg = outboxMessages(outboxDir)
    .filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`))
    .pop();
  expect(msg, `no outbox message to ${email}`).toBeDefined();
  const match = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(msg ?? '');
  expect(match).not.toBeNull();
  return match?.[1] ?? '';
}

export async function post(
  app: FastifyInstance,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload: body as Record<string, unknown>, headers });
}

/** Signs up, verifies through the outbox link, logs in. */
export async function registerVerifiedUser(
  app: FastifyInstance,
  outboxDir: string,
  overrides: Record<string, unknown> = {},
) {
  const body = signupBody(overrides);
  const signup = await post(app, '/api/auth/signup', body);
  expect(signup.statusCode, signup.body).toBe(201);
  const token = latestVerificationToken(outboxDir, body.email as string);
  const verify = await post(app, '/api/auth/verify-email', { token });
  expect(verify.statusCode, verify.body).toBe(200);
  const login = await post(app, '/api/auth/login', { email: body.email, password: body.password });
  expect(login.statusCode, login.body).toBe(200);
  const json = login.json() as { token: string; user: { clientId: string } };
  return {
    email: body.email as string,
    password: body.password as string,
    token: json.token,
    clientId: json.user.clientId,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Waits for the work endpoints do after answering (forgot-password and resend-verification send
 * their mail then; lib/deferred-work.ts).
 */
export function afterAnswers(app: FastifyInstance): Promise<void> {
  return app.services.deferred.drain();
}
