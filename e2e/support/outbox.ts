/**
 * Reads the API's e-mail outbox (one .eml file per message) so a test can follow the
 * verification link a new customer receives.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { stateDir } from './servers';

const outboxDir = path.join(stateDir, 'api', 'outbox');

/**
 * The path (`/verify-email/<token>`) of the newest verification link sent to `email`, once at least
 * `count` such e-mails have arrived. The API sends a resent link after it has answered,
 * so a test that pressed Resend asks for the
 * second message: the first one's link is void by then.
 */
export function verificationPathFor(
  email: string,
  { count = 1, timeoutMs = 10_000 }: { count?: number; timeoutMs?: number } = {},
): Promise<string> {
  return findLinkPath(
    email,
    /\/verify-email\/[A-Za-z0-9_\-%.~]+/,
    'verification',
    timeoutMs,
    count,
  );
}

/** The path (`/invite/<token>`) of the newest invitation link sent to `email`. */
export function invitationPathFor(email: string, timeoutMs = 10_000): Promise<string> {
  return findLinkPath(email, /\/invite\/[A-Za-z0-9_\-%.~]+/, 'invitation', timeoutMs);
}

/**
 * The first match of `pattern` in the newest e-mail to `email` that has one, once `count` e-mails
 * to `email` have a match.
 */
async function findLinkPath(
  email: string,
  pattern: RegExp,
  kind: string,
  timeoutMs: number,
  count = 1,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const files = safeList(outboxDir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => path.join(outboxDir, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    const links: string[] = [];
    for (const file of files) {
      const mail = await PostalMime.parse(readFileSync(file));
      const to = (mail.to ?? []).map((address) => address.address?.toLowerCase());
      if (!to.includes(email.toLowerCase())) continue;
      const match = pattern.exec(`${mail.text ?? ''} ${mail.html ?? ''}`);
      if (match) links.push(match[0]);
    }
    const newest = links[0];
    if (newest !== undefined && links.length >= count) return newest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${kind} e-mail for ${email} in ${outboxDir}`);
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * The newest receipt e-mail sent to `email` whose text mentions `sessionId`: its subject and the
 * receipt link it carries.
 */
export async function receiptMailFor(
  email: string,
  sessionId: string,
  timeoutMs = 10_000,
): Promise<{ subject: string; text: string; link: string }> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const name of safeList(outboxDir).filter((n) => n.endsWith('.eml'))) {
      const mail = await PostalMime.parse(readFileSync(path.join(outboxDir, name)));
      const to = (mail.to ?? []).map((address) => address.address?.toLowerCase());
      const text = mail.text ?? '';
      if (!to.includes(email.toLowerCase()) || !text.includes(sessionId)) continue;
      const link = /https?:\/\/\S+\/payment-success\?session_id=\S+/.exec(text)?.[0] ?? '';
      return { subject: mail.subject ?? '', text, link };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no receipt e-mail for ${sessionId} to ${email} in ${outboxDir}`);
}

/**
 * The path and query (`/reset-password?token=…`) of the newest link to `linkPath` in a message to
 * `email`: password-reset and e-mail-change links.
 */
export function linkPathFor(
  email: string,
  linkPath: '/reset-password' | '/confirm-email-change',
  timeoutMs = 10_000,
): Promise<string> {
  return findLinkPath(
    email,
    new RegExp(`${linkPath}\\?token=[A-Za-z0-9_\\-%.~]+`),
    `${linkPath}`,
    timeoutMs,
  );
}
