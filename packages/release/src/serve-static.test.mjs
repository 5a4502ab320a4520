// scripts/serve-static.mjs as `pnpm start` and the browser tests run it (the web image runs its
// bundle: compose-run.test.mjs), over raw sockets: what a client that is not a browser receives.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './raw-http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = mkdtempSync(path.join(tmpdir(), 'pulse-serve-static-'));
let origin = '';
let child;

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  const port = await freePort();
  // --api: the proxied prefix must not let a CONNECT through either (nothing listens there).
  const api = `http://127.0.0.1:${await freePort()}`;
  child = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve-static.mjs'), dist, String(port), '--spa', '--api', api],
    { env: { ...process.env, HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('serving')) resolve();
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`serve-static exited with ${code}:\n${output}`)));
  });
  origin = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
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
