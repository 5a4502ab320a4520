// `npm run start:worker` (src/worker.ts): on the embedded database
// it refuses with one plain line (the API process works the jobs there); on PostgreSQL it starts
// without an HTTP listener at a lower CPU priority, installs the job queue's schema, and stops cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../helpers/app.js';
import { API_DIR, apiArgs } from '../helpers/processes.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const stateDir = mkdtempSync(join(tmpdir(), 'pulse-worker-'));
const dbName = `pulse_wk_${randomBytes(6).toString('hex')}`;

afterAll(async () => {
  rmSync(stateDir, { recursive: true, force: true });
  if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
});

/** A process's niceness (field 19 of /proc/<pid>/stat), or null where there is no /proc. */
function niceOf(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  } catch {
    return null;
  }
}

/**
 * Runs the worker (apiArgs); `until` ends it with SIGTERM once its output matches, and `nice` is its
 * niceness read at that moment.
 */
function runWorker(env: NodeJS.ProcessEnv, until?: RegExp) {
  const child = spawn(process.execPath, apiArgs('worker'), {
    cwd: API_DIR,
    env: { ...process.env, NODE_ENV: 'test', PULSE_STATE_DIR: stateDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let nice: number | null = null;
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    if (until?.test(out) && child.exitCode === null && !child.killed) {
      nice = niceOf(child.pid);
      child.kill('SIGTERM');
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return new Promise<{ code: number | null; out: string; nice: number | null }>((resolve) =>
    child.once('exit', (code) => resolve({ code, out, nice })),
  );
}

describe('job worker process', () => {
  it('refuses to start on the embedded database', { timeout: 120_000 }, async () => {
    const { code, out } = await runWorker({ DATABASE_URL: '' });
    expect(code).toBe(1);
    expect(out.trim()).toBe(
      'Pulse worker needs DATABASE_URL (PostgreSQL): on the embedded database the API process works the jobs itself',
    );
  });

  it.skipIf(!adminUrl)(
    'works on PostgreSQL without HTTP, at niceness WORKER_NICE, and stops on SIGTERM',
    { timeout: 180_000 },
    async () => {
      await adminQuery(adminUrl ?? '', `create database ${dbName}`);
      const { code, out, nice } = await runWorker(
        {
          DATABASE_URL: withDatabase(adminUrl ?? '', dbName),
          WORKER_NICE: '7',
          JWT_SECRET: randomBytes(32).toString('hex'),
          KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
          LOG_LEVEL: 'warn',
        },
        /Pulse worker: working queued jobs/,
      );
      expect(code, out).toBe(0);
      expect(out).not.toMatch(/Pulse API\s+http/);
      // Batch chunks leave the CPU to interactive calls first.
      expect(nice).toBe(7);
      const [version] = await adminQuery<{ version: number }>(
        withDatabase(adminUrl ?? '', dbName),
        'select version from pgboss.version',
      );
      expect(version?.version).toBeGreaterThan(0);
    },
  );
});
