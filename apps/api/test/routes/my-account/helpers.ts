/** Reading the links of password-reset and e-mail-change messages from the outbox. */
import { expect } from 'vitest';
import { outboxMessages } from '../../helpers/accounts.js';

/** Messages to `email`, oldest first. */
export function messagesTo(outboxDir: string, email: string): string[] {
  return outboxMessages(outboxDir).filter((m) =>
    m.toLowerCase().includes(`to: ${email.toLowerCase()}`),
  );
}

/** The token of the newest `/path?token=` link in a message to `email`. */
export function latestLinkToken(outboxDir: string, email: string, path: string): string {
  const tokens = messagesTo(outboxDir, email)
    .map((m) => new RegExp(`/${path}\\?token=([A-Za-z0-9_-]+)`).exec(m)?.[1])
    .filter((x): x is string => Boolean(x));
  expect(tokens.length, `no ${path} link to ${email}`).toBeGreaterThan(0);
  return tokens[tokens.length - 1] ?? '';
}
