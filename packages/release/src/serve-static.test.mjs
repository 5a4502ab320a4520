// scripts/serve-static.mjs as `pnpm start` and the browser tests run it (the web image runs its
// bundle: compose-run.test.mjs), over raw sockets: what a client that is not a browser receives.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, untilServing } from './local-server.mjs';
import { rawRequest } from './raw-http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = mkdtempSync(path.join(tmpdir(), 'pulse-serve-static-'));
let origin = '';
let child;

/**
 * Starts serve-static on `folder` with `flags` and waits for its "serving" line.
 * @returns the child process and its origin; rejects with the output when it exits first
 */
async function start(folder, flags) {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve-static.mjs'), folder, String(port), ...flags],
    { env: { ...process.env, HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await untilServing(server, 'serve-static');
  return { server, url: `http://127.0.0.1:${port}` };
}

/** Stops a server started by `start`. */
async function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  // --api: the proxied prefix must not let a CONNECT through either (nothing listens there).
  const api = `http://127.0.0.1:${await freePort()}`;
  ({ server: child, url: origin } = await start(dist, ['--spa', '--api', api]));
}, 60_000);

afterAll(async () => {
  if (child) await stop(child);
  rmSync(dist, { recursive: true, force: true });
});

describe('scripts/serve-static.mjs', () => {
  it.each([
    ['a host', 'example.com:443'],
    ['an API path', '/api/health'],
  ])(
    'answers CONNECT to %s with 405, the allowed methods and the security headers, then closes',
    async (_label, target) => {
      const { status, answer, closed } = await rawRequest(
        origin,
        `CONNECT ${target} HTTP/1.1\r\nHost: ${target}`,
      );
      expect(status, answer).toBe(405);
      expect(answer).toMatch(/^allow: GET, HEAD, OPTIONS\r$/im);
      expect(answer).toMatch(/^x-frame-options: DENY\r$/im);
      expect(answer).toContain('"code":"METHOD_NOT_ALLOWED"');
      expect(answer).toContain('Method CONNECT is not allowed');
      expect(closed).toBe(true);
    },
  );

  it('still serves GET and answers TRACE with 405 on the same kind of connection', async () => {
    const page = await rawRequest(origin, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close');
    expect(page.status).toBe(200);
    expect(page.answer).toContain('<title>app</title>');
    const trace = await rawRequest(origin, 'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close');
    expect(trace.status).toBe(405);
  });
});

describe("--csp-allow with a remote dev server's live-reload socket", () => {
  const socket = 'ws://localhost:3252';
  const devServer = 'http://localhost:3252';

  it('refuses a ws:// origin for a build without the dev override, with exit code 2', async () => {
    const error = await start(dist, ['--spa', '--csp-allow', `${devServer},${socket}`]).then(
      () => null,
      (e) => e,
    );
    expect(error?.message).toContain('serve-static exited with 2');
    expect(error?.message).toContain(
      '--csp-allow: ws://localhost:3252: ws:// and wss:// origins are for a shell built with the dev override (PULSE_REMOTE_OVERRIDES=1), and this build has no dev-override.json',
    );
  });

  it('lets a build with the dev override connect to it, and load no code from it', async () => {
    const devBuild = mkdtempSync(path.join(tmpdir(), 'pulse-serve-static-dev-'));
    writeFileSync(path.join(devBuild, 'index.html'), '<!doctype html><title>dev</title>');
    writeFileSync(path.join(devBuild, 'dev-override.json'), '{"remoteOverrides":true}');
    const { server, url } = await start(devBuild, [
      '--spa',
      '--csp-allow',
      `${devServer},${socket}`,
    ]);
    try {
      const csp = (await fetch(`${url}/`)).headers.get('content-security-policy') ?? '';
      const directive = (name) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
      expect(directive('connect-src')).toContain(socket);
      expect(directive('connect-src')).toContain(devServer);
      expect(directive('script-src')).toContain(devServer);
      expect(directive('script-src')).not.toContain(socket);
    } finally {
      await stop(server);
      rmSync(devBuild, { recursive: true, force: true });
    }
  });
});
