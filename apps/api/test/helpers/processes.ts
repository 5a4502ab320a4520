/**
 * Real API processes for the multi-process tests: `node --import tsx src/server.ts` (or cluster.ts)
 * with a given environment, on a port picked by the OS and read from the start-up banner.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `src/<entry>` and resolves once its banner names the port (rejects after 180 s: the API compiles through tsx, slow on a busy machine). */
export function startApi(env: NodeJS.ProcessEnv, entry = 'server.ts'): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('src', entry)], {
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
