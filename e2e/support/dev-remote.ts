/**
 * A remote's development server (`rsbuild dev`) for
 * the browser tests, on an extra port (support/extra-servers.ts), with its `/api` proxy on the e2e
 * API. It runs in a process group of its own, so stopping it ends rsbuild and its workers.
 */
import { spawn } from 'node:child_process';
import { apiUrl, repoRoot } from './servers';

export type DevRemote = { url: string; manifestUrl: string; stop: () => Promise<void> };

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts `pnpm --filter @pulse/<remote> exec rsbuild dev` on `port` and waits until its
 * `mf-manifest.json` answers (first compile included).
 * @param timeoutMs how long the first compile may take (ms)
 * @throws Error when the port is taken or the server does not answer in time
 */
export async function startDevRemote(
  remote: string,
  port: number,
  timeoutMs = 120_000,
): Promise<DevRemote> {
  const url = `http://localhost:${port}`;
  const manifestUrl = `${url}/mf-manifest.json`;
  if (await answers(`http://127.0.0.1:${port}/`)) throw new Error(`port ${port} is already in use`);
  const child = spawn('pnpm', ['--filter', `@pulse/${remote}`, 'exec', 'rsbuild', 'dev'], {
    cwd: repoRoot,
    detached: true,
    // Its output is shown only when it fails to start (pnpm reports the SIGTERM of `stop`).
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      COREPACK_INTEGRITY_KEYS: '0',
      PORT: String(port),
      PULSE_API_URL: apiUrl,
    },
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await exited;
    const until = Date.now() + 10_000;
    while (Date.now() < until && (await answers(`http://127.0.0.1:${port}/`))) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`rsbuild dev of ${remote} exited (${child.exitCode}):\n${output}`);
    if (await answers(manifestUrl)) return { url, manifestUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`rsbuild dev of ${remote} did not answer on ${port}:\n${output}`);
}
