/**
 * Starts the built product for the browser tests on ports of its own (so a running `npm start`
 * does not collide): the API on a fresh state directory, the shell, and every built remote.
 * Each server is a child process whose pid is kept in a state file, so a test can stop one
 * (a remote going down) and start it again.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createProductDatabase, demoHistorySeeded, productDatabaseEnv } from './database';
import { runtimeRemotes } from './runtime-remotes';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** PULSE_E2E_STATE_DIR: another folder, so two runs in one checkout do not stop each other's servers. */
export const stateDir = process.env.PULSE_E2E_STATE_DIR ?? path.join(repoRoot, '.data', 'e2e');
const pidFile = path.join(stateDir, 'servers.json');

const base = Number(process.env.PULSE_E2E_PORT_BASE ?? 3100);
const remotes = runtimeRemotes();

/** A remote of the runtime manifest (support/runtime-remotes.ts). */
export type RemoteName = string;
/** The API, the shell or a remote. */
export type ServerName = 'api' | 'shell' | RemoteName;

/**
 * Ports of the servers under test: shell on the base (3100 unless PULSE_E2E_PORT_BASE says
 * otherwise), each remote on the base plus its offset in the runtime manifest (3001 → base+1),
 * API on base+1000, so two checkouts can test side by side.
 */
export const ports: Readonly<Record<ServerName, number>> & { api: number; shell: number } = {
  api: base + 1000,
  shell: base,
  ...Object.fromEntries(remotes.map(({ name, offset }) => [name, base + offset])),
};

/**
 * The port of one server.
 * @throws Error for a name that is neither the API, the shell nor a remote of the manifest
 */
export function portOf(name: ServerName): number {
  const port = ports[name];
  if (port === undefined) throw new Error(`no server is named ${name}`);
  return port;
}

/** Every remote, in the order the runtime manifest lists them. */
export const REMOTE_NAMES: readonly RemoteName[] = remotes.map(({ name }) => name);

export const shellUrl = `http://localhost:${ports.shell}`;
export const apiUrl = `http://127.0.0.1:${ports.api}`;

/**
 * Origins of the delivery tests' extra servers (support/extra-servers.ts: base+40 … base+59): a
 * release origin or an older shell that loads the e2e remotes, and variant remotes that a test
 * points the e2e shell at. The static servers trust them (scripts/serve-static.mjs --shell-origin,
 * --csp-allow) as a deployment trusts its own shell and remotes.
 */
export const extraServerOrigins = Array.from(
  { length: 20 },
  (_, i) => `http://localhost:${base + 40 + i}`,
);

/**
 * A shell server's trust flag: it may be pointed at an extra server's remote (a variant, a hanging
 * origin), and a shell built with the dev override may open `sockets` (ws:// origins) too.
 */
export function shellTrustArgs(sockets: string[] = []): string[] {
  return ['--csp-allow', [...extraServerOrigins, ...sockets].join(',')];
}

/** What every e2e shell and remote server is started with besides its folder and port. */
export const staticTrustArgs = {
  /** A remote's files are read by the e2e shell and by the extra servers' shells. */
  remote: ['--shell-origin', [shellUrl, ...extraServerOrigins].join(',')],
  shell: shellTrustArgs(),
};

function readPids(): Partial<Record<ServerName, number>> {
  return existsSync(pidFile)
    ? (JSON.parse(readFileSync(pidFile, 'utf8')) as Record<ServerName, number>)
    : {};
}

function writePid(name: ServerName, pid: number | undefined) {
  const pids = Object.entries(readPids()).filter(([key]) => key !== name);
  if (pid !== undefined) pids.push([name, pid]);
  writeFileSync(pidFile, JSON.stringify(Object.fromEntries(pids)));
}

function serveArgs(name: ServerName): string[] {
  const serve = path.join(repoRoot, 'scripts', 'serve-static.mjs');
  if (name === 'api') return [path.join(repoRoot, 'apps', 'api', 'dist', 'server.js')];
  if (name === 'shell') {
    return [
      serve,
      // Another shell build (e.g. the previous release, for a before/after benchmark).
      process.env.PULSE_E2E_SHELL_DIST ?? path.join(repoRoot, 'apps', 'shell', 'dist'),
      String(ports.shell),
      '--spa',
      '--api',
      apiUrl,
      '--remotes',
      path.join(stateDir, 'remotes.json'),
      ...staticTrustArgs.shell,
    ];
  }
  // Another build of a remote, likewise: PULSE_E2E_ACCOUNT_DIST, PULSE_E2E_BILLING_DIST, …
  const dist =
    process.env[`PULSE_E2E_${name.toUpperCase()}_DIST`] ??
    path.join(repoRoot, 'apps', name, 'dist');
  return [serve, dist, String(portOf(name)), ...staticTrustArgs.remote];
}

async function portAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts one server and waits until it answers. `env` adds to (or overrides) the environment the
 * server gets, e.g. `{ DATABASE_URL }` to run the API on PostgreSQL instead of PGlite.
 * @throws Error when the port is already taken (a stale server would make every check pass).
 */
export async function startServer(name: ServerName, env: NodeJS.ProcessEnv = {}): Promise<void> {
  if (await portAnswers(portOf(name))) {
    throw new Error(
      `port ${portOf(name)} for ${name} is already in use: stop whatever listens there`,
    );
  }
  const child = spawn(process.execPath, serveArgs(name), {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(ports.api),
      HOST: '127.0.0.1',
      PULSE_STATE_DIR: path.join(stateDir, 'api'),
      PUBLIC_APP_URL: shellUrl,
      RATE_LIMIT_AUTH_MAX: '10000',
      // Two browsers, the API and six static servers share two cores: a page's burst of calls can
      // starve the API past the event-loop overload bound, which would answer 503 (its own tests
      // are apps/api/test/plugins/overload.test.ts and the abuse soak).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      // PGlite in the state folder, or the product's PostgreSQL database (support/database.ts).
      ...productDatabaseEnv(stateDir),
      ...env,
    },
  });
  child.unref();
  writePid(name, child.pid);
  const probe = name === 'api' ? `${apiUrl}/api/health` : `http://127.0.0.1:${portOf(name)}/`;
  // PULSE_E2E_START_TIMEOUT_MS: more time on a busy machine (the API loads its engines at start).
  const until = Date.now() + Number(process.env.PULSE_E2E_START_TIMEOUT_MS ?? 60_000);
  while (Date.now() < until) {
    try {
      const response = await fetch(probe);
      if (response.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not start on port ${portOf(name)}`);
}

/** Stops one server (SIGTERM to its process group) and waits until its port is closed. */
export async function stopServer(name: ServerName): Promise<void> {
  const pid = readPids()[name];
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  writePid(name, undefined);
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if (!(await portAnswers(portOf(name)))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} still answers on port ${portOf(name)} after SIGTERM`);
}

/** Stops every server a previous run left behind (its pids are in the state file). */
export async function stopAllServers(): Promise<void> {
  await Promise.all((Object.keys(ports) as ServerName[]).map((name) => stopServer(name)));
}

/**
 * Starts the built product on fresh state: the API (with `apiEnv` added to its environment), then
 * the shell and every built remote. Stops whatever a previous run left behind first. Fresh state
 * is a new PostgreSQL database when the run asks for one (PULSE_E2E_DATABASE, support/database.ts)
 * and `apiEnv` names none: one per product, named after its shell's port, which no other product
 * running at the same time has. On PostgreSQL (the run's, or one `apiEnv` names) it returns once
 * the API has written the demo customer's history.
 */
export async function startProduct(apiEnv: NodeJS.ProcessEnv = {}): Promise<void> {
  await stopAllServers();
  rmSync(stateDir, { recursive: true, force: true });
  writeRemotesManifest();
  if (apiEnv.DATABASE_URL === undefined)
    await createProductDatabase(stateDir, `pulse_e2e_${ports.shell}`);
  await startServer('api', apiEnv);
  await Promise.all([...builtRemotes().map((name) => startServer(name)), startServer('shell')]);
  await bundledListsImported();
  const databaseUrl = apiEnv.DATABASE_URL ?? productDatabaseEnv(stateDir).DATABASE_URL;
  if (databaseUrl)
    await demoHistorySeeded(databaseUrl, Number(process.env.PULSE_E2E_START_TIMEOUT_MS ?? 60_000));
}

/**
 * Waits until the API has imported every bundled list (its first start on fresh state does so in
 * the background, for seconds of CPU): the first tests would otherwise sign in while the import
 * holds the machine, and fail on time limits that have nothing to do with what they check.
 */
async function bundledListsImported(): Promise<void> {
  const bundled = path.join(repoRoot, 'apps', 'api', 'dist', 'datasets', 'bundled.js');
  const { BUNDLED_LISTS } = (await import(pathToFileURL(bundled).href)) as {
    BUNDLED_LISTS: unknown[];
  };
  const until = Date.now() + Number(process.env.PULSE_E2E_START_TIMEOUT_MS ?? 60_000);
  while (Date.now() < until) {
    const response = await fetch(`${apiUrl}/api/health`).catch(() => undefined);
    if (response?.ok) {
      const { details } = (await response.json()) as {
        details: { datasets: unknown[]; sanctions: unknown[] };
      };
      if (details.datasets.length + details.sanctions.length >= BUNDLED_LISTS.length) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not import its ${BUNDLED_LISTS.length} bundled lists in time`);
}

/** Every remote that has been built, in the order the shell knows them. */
export function builtRemotes(): RemoteName[] {
  return REMOTE_NAMES.filter((name) =>
    existsSync(path.join(repoRoot, 'apps', name, 'dist', 'mf-manifest.json')),
  );
}

/** Writes the remotes manifest the e2e shell serves: every remote on its e2e port. */
export function writeRemotesManifest(): void {
  mkdirSync(stateDir, { recursive: true });
  const manifest = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://localhost:${portOf(name)}/mf-manifest.json`]),
  );
  writeFileSync(path.join(stateDir, 'remotes.json'), JSON.stringify(manifest, null, 2));
}
