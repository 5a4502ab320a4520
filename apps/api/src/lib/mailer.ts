/**
 * Outgoing e-mail through nodemailer (DESIGN §4, §8). Without SMTP_URL every message is written as
 * one `.eml` file into the outbox folder, and the verification link is logged, so a local install
 * needs no mail server.
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
  /** Sends one message. @returns the outbox file path when the outbox transport is used */
  send(mail: Mail): Promise<string | undefined>;
  close(): void;
}

const FROM = '"Pulse" <no-reply@pulse.local>';

/**
 * @param smtpUrl smtp(s):// URL; when undefined, messages go to `outboxDir`
 */
export function createMailer(opts: { smtpUrl: string | undefined; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, ...mail });
        return undefined;
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      // Time first so a directory listing sorts by sending order.
      const file = join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      return file;
    },
    close: () => transport.close(),
  };
}

/** The verification message (text and HTML) for a link. */
export function verificationMail(to: string, fullName: string, link: string): Mail {
  const escaped = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    to,
    subject: 'Verify your email for Pulse',
    text: `Hello ${fullName},\n\nPlease verify your email address by opening this link (valid for 24 hours):\n\n${link}\n\nIf you did not sign up for Pulse, ignore this message.\n`,
    html: `<p>Hello ${escaped(fullName)},</p><p>Please verify your email address (the link is valid for 24 hours):</p><p><a href="${escaped(link)}">Verify email</a></p><p>If you did not sign up for Pulse, ignore this message.</p>`,
  };
}
