/**
 * Outgoing e-mail through nodemailer (docs/architecture.md §4, §8). Without SMTP_URL every message is written as
 * one `.eml` file into the outbox folder, and the verification link is logged, so a local install
 * needs no mail server. With SMTP_URL a message is a job of the one job queue (jobs/mail.ts,
 * docs/adr/0055-plumbing-on-libraries.md): stored before `send` returns, sent and retried by any
 * process that works jobs, so a crash loses none (docs/adr/0016-hardening.md).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Sends one message. @returns the outbox file path when the outbox transport is used; with SMTP,
   * undefined once the message is queued (delivery and its retries are the queue's)
   * @throws when the message cannot be written or queued
   */
  send(mail: Mail): Promise<string | undefined>;
  /** Closes the transport (after the job queue has stopped). */
  close(): Promise<void>;
}

/** Where the SMTP transport reports; never given the message body (it holds tokens). */
export interface MailLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export const MAIL_FROM = '"Pulse" <no-reply@pulse.local>';

/** The outbox mailer: each message one `.eml` file in `outboxDir`, written before `send` returns. */
export function outboxMailer(outboxDir: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...mail });
      await mkdir(outboxDir, { recursive: true });
      // Time first so a directory listing sorts by sending order.
      const file = join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      return file;
    },
    close: async () => transport.close(),
  };
}

/** An SMTP transport for an smtp(s):// URL; an attempt gives up after 5–10 s without an answer. */
export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

/** Text made safe for the HTML part of a message. */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The verification message (text and HTML) for a link. */
export function verificationMail(to: string, fullName: string, link: string): Mail {
  return {
    to,
    subject: 'Verify your email for Pulse',
    text: `Hello ${fullName},\n\nPlease verify your email address by opening this link (valid for 24 hours):\n\n${link}\n\nIf you did not sign up for Pulse, ignore this message.\n`,
    html: `<p>Hello ${escapeHtml(fullName)},</p><p>Please verify your email address (the link is valid for 24 hours):</p><p><a href="${escapeHtml(link)}">Verify email</a></p><p>If you did not sign up for Pulse, ignore this message.</p>`,
  };
}

/**
 * The invitation to join a company's Pulse account (docs/api-contract.md, "Members and
 * invitations"). @param link the shell's `/invite/<token>` page
 */
export function invitationMail(
  to: string,
  invite: { companyName: string; inviterName: string; role: string; link: string },
): Mail {
  const { companyName, inviterName, role, link } = invite;
  return {
    to,
    subject: `You are invited to join ${companyName} on Pulse`,
    text: `Hello,\n\n${inviterName} invited you to join ${companyName} on Pulse as ${role}.\nOpen this link to set your name and password (valid for 7 days, usable once):\n\n${link}\n\nIf you did not expect this invitation, ignore this message.\n`,
    html: `<p>Hello,</p><p>${escapeHtml(inviterName)} invited you to join ${escapeHtml(companyName)} on Pulse as ${escapeHtml(role)}.</p><p><a href="${escapeHtml(link)}">Accept the invitation</a> (valid for 7 days, usable once)</p><p>If you did not expect this invitation, ignore this message.</p>`,
  };
}

/** The password-reset message for a link (valid 30 minutes, used once). */
export function passwordResetMail(to: string, fullName: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Pulse password',
    text: `Hello ${fullName},\n\nSomeone asked to reset the password of your Pulse account. Open this link to choose a new one (valid for 30 minutes, once):\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
    html: `<p>Hello ${escapeHtml(fullName)},</p><p>Someone asked to reset the password of your Pulse account. The link is valid for 30 minutes and works once:</p><p><a href="${escapeHtml(link)}">Reset password</a></p><p>If it was not you, ignore this message: your password stays as it is.</p>`,
  };
}

/** The confirmation message sent to the new address of an e-mail change (valid 24 hours). */
export function emailChangeMail(to: string, fullName: string, link: string): Mail {
  return {
    to,
    subject: 'Confirm your new Pulse email address',
    text: `Hello ${fullName},\n\nOpen this link to make ${to} the email address of your Pulse account (valid for 24 hours):\n\n${link}\n\nIf you did not ask for this, ignore this message.\n`,
    html: `<p>Hello ${escapeHtml(fullName)},</p><p>Open this link to make ${escapeHtml(to)} the email address of your Pulse account (valid for 24 hours):</p><p><a href="${escapeHtml(link)}">Confirm email address</a></p><p>If you did not ask for this, ignore this message.</p>`,
  };
}

/** The notice sent to the old address once an e-mail change is confirmed. */
export function emailChangedNotice(to: string, fullName: string, newEmail: string): Mail {
  return {
    to,
    subject: 'Your Pulse email address was changed',
    text: `Hello ${fullName},\n\nThe email address of your Pulse account was changed to ${newEmail}. You now sign in with that address.\n\nIf you did not do this, contact your Pulse administrator at once.\n`,
    html: `<p>Hello ${escapeHtml(fullName)},</p><p>The email address of your Pulse account was changed to ${escapeHtml(newEmail)}. You now sign in with that address.</p><p>If you did not do this, contact your Pulse administrator at once.</p>`,
  };
}

/** A change to an account's security that its people are told of by e-mail. */
export type SecurityEvent =
  | { kind: 'password_changed' }
  | { kind: 'two_factor_enabled' }
  | { kind: 'two_factor_disabled' }
  | { kind: 'api_key_created'; keyName: string; mode: string }
  | { kind: 'api_key_rolled'; keyName: string }
  | { kind: 'license_key_regenerated'; keyPrefix: string };

/** Subject and one-sentence account of each security event, as the message states it. */
function securityEventText(event: SecurityEvent, actorEmail: string): [string, string] {
  switch (event.kind) {
    case 'password_changed':
      return [
        'Your Pulse password was changed',
        'The password of your Pulse account was changed. Your other sessions were signed out.',
      ];
    case 'two_factor_enabled':
      return [
        'Two-factor sign-in was turned on',
        'Two-factor sign-in was turned on for your Pulse account: signing in now also asks for a code from your authenticator app.',
      ];
    case 'two_factor_disabled':
      return [
        'Two-factor sign-in was turned off',
        'Two-factor sign-in was turned off for your Pulse account: signing in now asks only for your password.',
      ];
    case 'api_key_created':
      return [
        'A new Pulse API key was created',
        `${actorEmail} created the ${event.mode} API key "${event.keyName}" for your Pulse account.`,
      ];
    case 'api_key_rolled':
      return [
        'A Pulse API key was rolled',
        `${actorEmail} rolled the API key "${event.keyName}" of your Pulse account: a new secret was issued.`,
      ];
    case 'license_key_regenerated':
      return [
        'Your Pulse license key was regenerated',
        `${actorEmail} regenerated the license key of your Pulse account (new key ${event.keyPrefix}…). The old key no longer works.`,
      ];
  }
}

/**
 * The notice of a security change (password, two-factor sign-in, API keys), sent after it happened.
 * @param when the moment of the change (stated in UTC)
 * @param meta where the request came from, when known
 */
export function securityNoticeMail(
  to: string,
  fullName: string,
  event: SecurityEvent,
  actorEmail: string,
  when: Date,
  meta: { ip: string | null; userAgent: string | null },
): Mail {
  const [subject, sentence] = securityEventText(event, actorEmail);
  const facts = [
    `Time: ${when.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    ...(meta.ip ? [`IP address: ${meta.ip}`] : []),
    ...(meta.userAgent ? [`Device: ${meta.userAgent.slice(0, 200)}`] : []),
  ];
  const warning =
    'If this was not you, reset your password at once and contact your Pulse administrator.';
  return {
    to,
    subject,
    text: `Hello ${fullName},\n\n${sentence}\n\n${facts.join('\n')}\n\n${warning}\n`,
    html: `<p>Hello ${escapeHtml(fullName)},</p><p>${escapeHtml(sentence)}</p><p>${facts.map(escapeHtml).join('<br>')}</p><p>${escapeHtml(warning)}</p>`,
  };
}
