// kill -9 of a real API process with mail still to send (docs/adr/0055-plumbing-on-libraries.md):
// SMTP is down at sign-up, the verification message fails once and waits in the job queue for its
// retry, the process dies; once SMTP is back, the next process on the same embedded database sends
// the message, with a link that verifies the address.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { signupBody } from '../helpers/accounts.js';
import { startApi, type ApiProcess } from '../helpers/processes.js';

const pg = !!process.env.TEST_DATABASE_URL;
const stateDir = mkdtempSync(join(tmpdir(), 'pulse-mail-crash-'));
const procs: ApiProcess[] = [];
let smtp: SMTPServer | undefined;

/** A TCP port nothing listens on now (the OS's pick, closed again). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function until(ok: () => boolean, what: string, out: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${out()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(async () => {
  for (const p of procs) await p.stop('SIGKILL');
  if (smtp) await new Promise<void>((r) => smtp?.close(() => r()));
  rmSync(stateDir, { recursive: true, force: true });
});

describe.skipIf(pg)('mail queued when the process dies', () => {
  it('is sent by the next process once SMTP is back', async () => {
    const smtpPort = await freePort();
    const env = {
      PULSE_STATE_DIR: stateDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      BUNDLED_DATA: '0',
      ENGINES_PRELOAD: '0',
      DATASET_POLL_MS: '0',
      SCRYPT_LOG2N: '10',
      LOG_LEVEL: 'info',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JOBS_POLL_MS: '500',
    };
    const first = await startApi(env);
    procs.push(first);
    const body = signupBody();
    const email = body.email as string;
    const signup = await fetch(`${first.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(signup.status).toBe(201);
    await until(
      () => first.output().includes('email not sent yet'),
      'a failed attempt',
      first.output,
    );
    // The failure is recorded in the statement right after that log line; the retry is due at
    // least 1 s later, so the job now waits in the queue, held by nobody.
    await new Promise((r) => setTimeout(r, 300));
    await first.stop('SIGKILL');

    const mails: string[] = [];
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let text = '';
        stream.on('data', (c: Buffer) => void (text += c.toString()));
        stream.on('end', () => (mails.push(text), done()));
      },
    });
    await new Promise<void>((r) => smtp?.listen(smtpPort, '127.0.0.1', r));

    const second = await startApi(env);
    procs.push(second);
    await until(() => mails.length > 0, 'the queued mail', second.output);
    expect(mails).toHaveLength(1);
    // Quoted-printable: soft line breaks and `=` written as `=3D`.
    const plain = (mails[0] ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(plain.toLowerCase()).toContain(`to: ${email.toLowerCase()}`);
    const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(plain)?.[1];
    expect(token).toBeTruthy();
    const verified = await fetch(`${second.url}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(verified.status).toBe(200);
    expect(second.output()).toContain('email sent');
  }, 400_000);
});
