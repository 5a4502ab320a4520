// compose.yaml's services run here as Compose would run them:
// each with the environment and command line compose-runtime.mjs works out from
// compose.yaml and the Dockerfile stage it builds. There is no Docker daemon, so what exists only
// inside Docker is substituted: container paths become temporary folders (the `origin` and
// `api-state` volumes, /run/secrets, the image's /opt/pulse and /app), the published port a free
// one, the host names `api`, `postgres`, `redis` and `mailpit` this machine, and the `pulse`
// database a fresh one on the local PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432; the
// embedded database when none answers, as the CI script allows). Not run: the images' builds
// (the app builds are release.mjs's own, tested in origin.test.mjs; here the versions are small
// fixtures), PostgreSQL, Redis and Mailpit themselves.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureVersion, onHost } from './compose-host.mjs';
import { freePort, untilServing } from './local-server.mjs';
import { serviceRuntime } from './compose-runtime.mjs';
import { APPS } from './origin.mjs';
import { rawRequest } from './raw-http.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'pulse-compose-'));
const bundle = path.join(work, 'bundle');
const originDir = path.join(work, 'origin');
/** Stops what a test started (processes, servers), then removes the temporary folders. */
const cleanups = [];

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

/** Stops a child process at the end and waits for it. */
function stopAtEnd(child) {
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
}

describe('the release and web services', () => {
  const release = serviceRuntime(root, 'release');
  const web = serviceRuntime(root, 'web');
  let webUrl = '';

  /**
   * `docker compose run --rm release [args] --skip-smoke` against an image holding `builtDir`.
   * Without the canary: fixture versions are no app a browser signs in to. The service's own
   * command, canary included, is run on real builds by e2e/tests/delivery-compose-release.spec.ts,
   * its refusals by compose-release.test.mjs.
   */
  function runRelease(builtDir, args = ['publish']) {
    const { argv, env } = onHost(
      release,
      { '/srv/origin': originDir, '/opt/pulse/built': builtDir, '/opt/pulse': bundle },
      [...args, '--skip-smoke'],
    );
    const result = spawnSync(argv[0], argv.slice(1), { env, encoding: 'utf8' });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    return result.stdout;
  }

  const get = async (pathname) => {
    const response = await fetch(`${webUrl}${pathname}`);
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const activeDemo = async () => JSON.parse((await get('/remotes.json')).text).demo;

  beforeAll(async () => {
    // The bundles the images copy (deploy/bundle.mjs, the web.Dockerfile's workspace stage).
    const bundled = spawnSync(process.execPath, [path.join(root, 'deploy/bundle.mjs'), bundle], {
      encoding: 'utf8',
    });
    expect(bundled.status, bundled.stderr).toBe(0);
    const api = createServer((request, response) =>
      response.end(JSON.stringify({ proxied: request.url })),
    );
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${api.address().port}`;
    cleanups.push(() => new Promise((resolve) => api.close(resolve)));

    const built = path.join(work, 'built-1');
    for (const app of APPS) fixtureVersion(built, app, '1.0.0');
    runRelease(built);

    const port = await freePort();
    const { argv, env } = onHost(web, {
      '/srv/origin': originDir,
      '/opt/pulse': bundle,
      'http://api:4000': apiUrl,
      8080: String(port),
    });
    const child = spawn(argv[0], argv.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
    stopAtEnd(child);
    await untilServing(child, 'web');
    webUrl = `http://127.0.0.1:${port}`;
  }, 120_000);

  it('serves the active shell page on every route, each version folder and the runtime manifest', async () => {
    for (const route of ['/', '/reports', '/settings/profile']) {
      const page = await get(route);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>shell 1.0.0</title>');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
    // Every remote the image holds, each at the version it released.
    expect(JSON.parse((await get('/remotes.json')).text)).toEqual(
      Object.fromEntries(
        APPS.filter((app) => app !== 'shell').map((app) => [
          app,
          `http://localhost:3000/${app}/1.0.0/mf-manifest.json`,
        ]),
      ),
    );
    expect(JSON.parse((await get('/demo/1.0.0/mf-manifest.json')).text).version).toBe('1.0.0');
    const chunk = await get('/shell/1.0.0/static/js/shell.1.0.0.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(JSON.parse((await get('/api/health')).text)).toEqual({ proxied: '/api/health' });
  });

  it('answers CONNECT with 405 and closes the connection, as the server promises', async () => {
    const target = 'example.com:443';
    const { status, answer, closed } = await rawRequest(
      webUrl,
      `CONNECT ${target} HTTP/1.1\r\nHost: ${target}`,
    );
    expect(status, answer).toBe(405);
    expect(answer).toMatch(/^allow: GET, HEAD, OPTIONS\r$/im);
    expect(answer).toContain('"code":"METHOD_NOT_ALLOWED"');
    expect(closed).toBe(true);
  });

  it('releases a new demo alone, rolls it back, keeps the rollback on the next `up`, goes forward again', async () => {
    // An image rebuilt with PULSE_APPS=demo holds the new demo only.
    const built = path.join(work, 'built-2');
    fixtureVersion(built, 'demo', '1.1.0');
    runRelease(built);
    expect(await activeDemo()).toBe('http://localhost:3000/demo/1.1.0/mf-manifest.json');
    expect((await get('/')).text).toContain('shell 1.0.0');
    // The version the open tabs loaded stays on the origin.
    expect((await get('/demo/1.0.0/mf-manifest.json')).status).toBe(200);

    expect(runRelease(built, ['rollback', 'demo'])).toContain('demo rolled back to 1.0.0');
    expect(await activeDemo()).toBe('http://localhost:3000/demo/1.0.0/mf-manifest.json');

    expect(runRelease(built)).toContain('demo stays at 1.0.0');
    expect(await activeDemo()).toBe('http://localhost:3000/demo/1.0.0/mf-manifest.json');

    runRelease(built, ['release', 'demo']);
    expect(await activeDemo()).toBe('http://localhost:3000/demo/1.1.0/mf-manifest.json');
    expect(runRelease(built, ['status'])).toMatch(/demo\s+1\.1\.0\s+earlier: 1\.0\.0/);
  });
});

describe('the api service', () => {
  const api = serviceRuntime(root, 'api');
  const secretsDir = path.join(work, 'secrets');
  const stateDir = path.join(work, 'api-state');
  /** /run/secrets/<name> → the file scripts/compose-secrets.mjs wrote for it. */
  const secretMounts = () =>
    Object.fromEntries(
      api.secrets.map(({ file, target }) => [target, path.join(secretsDir, path.basename(file))]),
    );

  beforeAll(() => {
    const script = path.join(root, 'scripts/compose-secrets.mjs');
    for (let run = 0; run < 2; run += 1) {
      const result = spawnSync(process.execPath, [script, '--dir', secretsDir], {
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(0);
    }
  });

  it('gets from compose.yaml and its secrets everything it needs to start on PostgreSQL', async () => {
    const config = await import(pathToFileURL(path.join(root, 'apps/api/dist/config.js')).href);
    const env = onHost(api, { ...secretMounts(), '/var/lib/pulse': stateDir }).env;
    expect(env.DATABASE_URL).toMatch(/^postgres:/);
    expect(config.sharedSecretProblem(env)).toBeUndefined();
    const loaded = config.loadConfig(env);
    const jwtFile = secretMounts()['/run/secrets/jwt_secret'];
    expect(Buffer.from(loaded.jwtSecret).toString()).toBe(readFileSync(jwtFile, 'utf8').trim());
    expect(loaded.keyEncryptionKey).toHaveLength(32);
  });

  it("boots the image's command with that environment and answers its health check", async () => {
    const { databaseUrl, drop } = await freshDatabase();
    if (!databaseUrl) console.warn('no PostgreSQL: the API runs on its embedded database');
    const port = await freePort();
    const composeUrl = api.env.DATABASE_URL;
    const { argv, env } = onHost(api, {
      ...secretMounts(),
      '/var/lib/pulse': stateDir,
      '@redis:': '@127.0.0.1:',
      '//redis:': '//127.0.0.1:',
      '//mailpit:': '//127.0.0.1:',
      4000: String(port),
    });
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    expect(composeUrl).toMatch(/@postgres:5432\/pulse$/);
    // WORKDIR /app of the image is the API package (`pnpm deploy` of apps/api).
    const child = spawn(argv[0], argv.slice(1), {
      cwd: path.join(root, 'apps/api'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    stopAtEnd(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const health = await Promise.race([
        (async () => {
          for (;;) {
            const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
            if (response?.ok) return (await response.json()).status;
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        })(),
        exited.then((code) => {
          throw new Error(`the API exited with ${code}:\n${output}`);
        }),
      ]);
      expect(health).toBe('ok');
    } finally {
      child.kill('SIGTERM');
      await exited;
      await drop();
    }
  }, 240_000);

  it("boots the worker service's command with the same environment, and once idle stops on SIGTERM with exit 0", async () => {
    const worker = serviceRuntime(root, 'worker');
    const { databaseUrl, drop } = await freshDatabase();
    const { argv, env } = onHost(worker, {
      ...secretMounts(),
      '@redis:': '@127.0.0.1:',
      '//redis:': '//127.0.0.1:',
      '//mailpit:': '//127.0.0.1:',
    });
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    const child = spawn(argv[0], argv.slice(1), {
      cwd: path.join(root, 'apps/api'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    stopAtEnd(child);
    let output = '';
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      if (!databaseUrl) {
        // The embedded database belongs to the API process: a worker refuses to start without one.
        expect(await exited).toBe(1);
        return;
      }
      await new Promise((resolve, reject) => {
        const seen = (chunk) => {
          output += chunk;
          // Idle: jobs polled. A worker preloads no engine (it loads one at the first job that
          // needs it), so nothing is left running at start-up for the close to wait for.
          if (output.includes('working queued jobs')) resolve();
        };
        child.stdout.on('data', seen);
        child.stderr.on('data', seen);
        exited.then((code) => reject(new Error(`the worker exited with ${code}:\n${output}`)));
      });
      child.kill('SIGTERM');
      const code = await exited;
      expect(code, output).toBe(0);
    } finally {
      child.kill('SIGTERM');
      await exited;
      await drop();
    }
  }, 240_000);
});

/**
 * A new, empty database on the local PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432), as the
 * compose `pulse` database starts; `databaseUrl` is undefined when no PostgreSQL answers.
 */
async function freshDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `pulse_compose_${randomBytes(5).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`create database ${database}`);
  } catch {
    return { databaseUrl: undefined, drop: async () => undefined };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return {
    databaseUrl: url.href,
    drop: () => admin(`drop database if exists ${database} with (force)`),
  };
}
