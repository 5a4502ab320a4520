// One writer for the embedded database, with real processes: a second API
// on the same state folder refuses at once with one line; data:import and the CLI hand their job to
// the running API, which answers from the new list without restart and keeps it after a restart; a
// kill -9 in the middle of an import leaves a folder that starts again with the list intact.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/commands/cli.js';
import { runDataImport } from '../../src/commands/data-import.js';
import { acquireStateLock, StateLockedError } from '../../src/db/state-lock.js';
import { apiArgs } from '../helpers/processes.js';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const pg = !!process.env.TEST_DATABASE_URL;

interface Api {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

const env = (stateDir: string) => ({
  ...process.env,
  PULSE_STATE_DIR: stateDir,
  DATABASE_URL: '',
  PORT: '0',
  SEED_DEMO: '0',
  BUNDLED_DATA: '0',
  ENGINES_PRELOAD: '0',
  LOG_LEVEL: 'warn',
  // These APIs are tested for the lock, not for overload: on a busy machine an import holds the
  // event loop past the default bound, and /api/health would answer 503 OVERLOADED by design.
  OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
});

/** Starts the API (apiArgs) and waits for its banner (or its exit). */
function startApi(stateDir: string): Promise<Api & { stderr: () => string }> {
  const child = spawn(process.execPath, apiArgs('server'), {
    cwd: API_DIR,
    env: env(stateDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr?.on('data', (b: Buffer) => (err += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /Pulse API\s+(http:\/\/\S+)\/api/.exec(out);
      if (m) resolve({ child, url: m[1] as string, exited, stderr: () => err });
    });
    void exited.then((code) => reject(Object.assign(new Error(err.trim()), { code })));
  });
}

async function health(api: Api) {
  const res = await fetch(`${api.url}/api/health`);
  return (await res.json()) as {
    details: { datasets: Array<{ kind: string; rows: number; version: number }> };
  };
}

async function stop(api: Api, signal: NodeJS.Signals = 'SIGTERM') {
  api.child.kill(signal);
  await api.exited;
}

describe.skipIf(pg)('one process per embedded database', () => {
  const dirs: string[] = [];
  const running: Api[] = [];
  const tmp = () => {
    const d = mkdtempSync(join(tmpdir(), 'pulse-lock-'));
    dirs.push(d);
    return d;
  };
  afterAll(async () => {
    for (const a of running) if (a.child.exitCode === null) await stop(a, 'SIGKILL');
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('a second API refuses at once; data:import and the CLI go through the running API', async () => {
    const state = tmp();
    const t0 = Date.now();
    const api = await startApi(state);
    const firstStartMs = Date.now() - t0;
    running.push(api);

    const started = Date.now();
    const second = await startApi(state).catch((e: Error & { code: number }) => e);
    expect(second).toBeInstanceOf(Error);
    expect((second as Error & { code: number }).code).toBe(1);
    expect((second as Error).message).toBe(
      `Pulse API failed to start: The embedded database in ${join(state, 'pglite')} is in use by a running Pulse API (pid ${api.child.pid}). Only one process may open it: stop that process first, or set DATABASE_URL to share PostgreSQL.`,
    );
    // At once: before opening the database, so faster than a start that opens it (a wall-clock bound
    // would depend on the machine's load).
    expect(Date.now() - started).toBeLessThan(firstStartMs);

    const file = join(state, 'exits.csv');
    writeFileSync(
      file,
      'fingerprint, ipaddr, port\nAAAA, 198.51.100.7, 9001\nBBBB, 203.0.113.9, 443\n',
    );
    const lines: string[] = [];
    const summary = await runDataImport(['tor', file], env(state), (l) => lines.push(l));
    expect(summary).toBe('tor v1: 2 rows from exits.csv');
    expect(lines[0]).toMatch(
      /^the running API \(pid \d+\) owns the embedded database: handing it the job$/,
    );
    expect(lines).toContain('the running API now answers from the new data');
    // Visible in the running API at once, without a restart.
    expect((await health(api)).details.datasets).toEqual([
      expect.objectContaining({ kind: 'tor', rows: 2, version: 1 }),
    ]);
    expect(await runCli(['catalog', 'list'], env(state), () => undefined)).toMatch(
      /^service\s+name/,
    );

    await stop(api);
    expect(existsSync(join(state, 'pglite.lock'))).toBe(false);
    const again = await startApi(state);
    running.push(again);
    expect((await health(again)).details.datasets).toEqual([
      expect.objectContaining({ kind: 'tor', rows: 2, version: 1 }),
    ]);
    await stop(again);
  }, 240_000);

  it('a command refuses while another command holds the folder, and never opens it', async () => {
    const state = tmp();
    const lock = acquireStateLock(join(state, 'pglite'), 'command');
    try {
      const err = await runCli(['catalog', 'list'], env(state)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StateLockedError);
      expect((err as Error).message).toMatch(/is in use by another Pulse command \(pid \d+\)/);
      expect(existsSync(join(state, 'pglite'))).toBe(false);
    } finally {
      lock.release();
    }
  });

  it('after kill -9 in the middle of an import, the folder starts again with the old list intact', async () => {
    const state = tmp();
    const api = await startApi(state);
    running.push(api);
    const small = join(state, 'small.csv');
    writeFileSync(small, 'fingerprint, ipaddr, port\nAAAA, 198.51.100.7, 9001\n');
    await runDataImport(['tor', small], env(state), () => undefined);
    // A large list: the API is killed while it writes it.
    const big = join(state, 'big.txt');
    writeFileSync(
      big,
      Array.from(
        { length: 60_000 },
        (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      ).join('\n'),
    );
    let killed = false;
    const job = runDataImport(['ip-vpn', big], env(state), (l) => {
      if (!killed && /^\s+\d+\/60000/.test(l)) {
        killed = true;
        api.child.kill('SIGKILL');
      }
    }).catch((e: unknown) => e);
    expect(await job).toBeInstanceOf(Error);
    expect(killed).toBe(true);
    await api.exited;
    expect(existsSync(join(state, 'pglite.lock'))).toBe(true); // left behind by the dead process

    const restarted = await startApi(state);
    running.push(restarted);
    const datasets = (await health(restarted)).details.datasets;
    expect(datasets.map((d) => d.kind)).toEqual(['tor']);
    expect(datasets[0]).toMatchObject({ rows: 1 });
    await stop(restarted);
  }, 240_000);
});
