/**
 * Real API processes for the multi-process tests: the API's build (`node dist/server.js`, or
 * cluster.js, what production runs) with a given environment, on a port picked by the OS and read
 * from the start-up banner; the source through tsx when the build is older than it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The newest modification time of the API's source files, in ms since the epoch. */
function newestSource(): number {
  const src = join(API_DIR, 'src');
  return Math.max(
    ...readdirSync(src, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
}

let sourceTime: number | undefined;

/**
 * The node arguments (relative to API_DIR) that run the API's entry point `entry` (`server`,
 * `cluster`, `worker`): its build when `dist/<entry>.js` is at least as new as every source file
 * (tsc writes every output of a build at once), else `src/<entry>.ts` through tsx. turbo builds
 * the API before its tests (apps/api/turbo.json), so a test run starts the build: about 1 s of CPU
 * a start against about 5 s to compile the source, for a dozen starts per run; a test run by hand
 * after an edit starts the edited source.
 */
export function apiArgs(entry: 'server' | 'cluster' | 'worker'): string[] {
  const built = join(API_DIR, 'dist', `${entry}.js`);
  let builtTime = 0;
  try {
    builtTime = statSync(built).mtimeMs;
  } catch {
    // Not built: the source.
  }
  sourceTime ??= newestSource();
  return builtTime >= sourceTime ? [built] : ['--import', 'tsx', join('src', `${entry}.ts`)];
}

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the API's `entry` (apiArgs) and resolves once its banner names the port (rejects after
 * 180 s: a busy machine, or the source compiled through tsx).
 */
export function startApi(
  env: NodeJS.ProcessEnv,
  entry: 'server' | 'cluster' = 'server',
): Promise<ApiProcess> {
  const child = spawn(process.execPath, apiArgs(entry), {
    cwd: API_DIR,
    // The event-loop overload bound is off unless a test sets it (the abuse soak does): on a
    // shared 2-core test machine a burst of requests starves a process past it, which is the
    // overload the bound answers 503 for, not what these tests measure (test/plugins/overload.test.ts).
    env: { ...process.env, NODE_ENV: 'test', OVERLOAD_EVENT_LOOP_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${out}`)), 180_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Pulse API\s+(http:\/\/[^\s]+)\/api/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({
          child,
          url: m[1],
          output: () => out,
          async stop(signal = 'SIGTERM') {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => void (out += c.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code} before listening:\n${out}`));
    });
  });
}

/** True when something accepts TCP connections on host:port. */
export function reachable(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
