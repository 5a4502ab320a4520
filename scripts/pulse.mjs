#!/usr/bin/env node
/**
 * The README's entry points, written so they work on a machine that has only Node and npm:
 *
 *   npm start         install, build, and run the whole product on the embedded defaults
 *   npm test          install, build, and run the unit and API tests (PGlite)
 *   npm run test:e2e  browser tests against the built product (needs Debian's chromium);
 *                     `npm run test:e2e -- <spec names>` runs only those
 *   npm run test:pg   the API tests again against PostgreSQL (TEST_DATABASE_URL or the local one)
 *   npm run start:cluster  the API alone as N processes behind one port (DATABASE_URL required)
 *   npm run start:worker   a process that only works queued jobs, no HTTP (DATABASE_URL required)
 *   npm run test:faults    the fault suite (kill -9, database and Redis down, SMTP down)
 *
 * pnpm comes from corepack (bundled with Node 20–24), whose shim is put on PATH for turbo; this
 * registry publishes no corepack signatures, hence COREPACK_INTEGRITY_KEYS=0.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_REMOTES } from '../packages/release/src/local-remotes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  COREPACK_INTEGRITY_KEYS: '0',
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  TURBO_TELEMETRY_DISABLED: '1',
  TURBO_NO_UPDATE_NOTIFIER: '1',
};

/** The remotes and their local ports: those of the shell's runtime manifest (local-remotes.mjs). */
export const REMOTES = Object.fromEntries(LOCAL_REMOTES.map(({ name, port }) => [name, port]));

/**
 * Puts a `pnpm` on PATH: turbo runs each package's script through the package manager binary,
 * so corepack's shim must be on PATH, not just callable as `corepack pnpm`.
 */
function ensurePnpmOnPath() {
  const found = spawnSync('pnpm', ['--version'], { env, stdio: 'ignore' });
  if (found.status === 0) return;
  const bin = path.join(os.tmpdir(), 'pulse-corepack-bin');
  mkdirSync(bin, { recursive: true });
  const enabled = spawnSync('corepack', ['enable', '--install-directory', bin, 'pnpm'], {
    env,
    stdio: 'inherit',
  });
  if (enabled.status !== 0) {
    console.error(
      '✖ pnpm is not installed and corepack could not provide it (npm i -g pnpm@12 works too)',
    );
    process.exit(1);
  }
  env.PATH = `${bin}${path.delimiter}${env.PATH}`;
}

/**
 * Runs pnpm with the given arguments; resolves with its exit code and captured output.
 * @param options.capture keep the output (it is still printed, a whole line at a time)
 * @param options.env more environment for this run
 */
function pnpm(args, { capture = false, env: extra = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, {
      cwd: root,
      env: { ...env, ...extra },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (capture) {
      // Whole lines only: two runs side by side (the browser projects) print into one log.
      let pending = '';
      const flush = (text) => {
        process.stdout.write(text);
        output += text;
      };
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk) => {
          pending += chunk;
          const end = pending.lastIndexOf('\n') + 1;
          if (end > 0) {
            flush(pending.slice(0, end));
            pending = pending.slice(end);
          }
        });
      }
      child.on('close', (code) => {
        if (pending) flush(pending);
        resolve({ code: code ?? 1, output });
      });
      return;
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function must(args) {
  const { code } = await pnpm(args);
  if (code !== 0) {
    console.error(`\n✖ pnpm ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

async function install() {
  await must(['install', '--frozen-lockfile', '--reporter=append-only']);
}

async function build() {
  await must(['turbo', 'run', 'build', '--output-logs=errors-only']);
}

/**
 * PULSE_TREE_BUILT=1: this tree was installed and built by the command before (`.ci/run` sets it
 * after `npm test`), so the browser tests and the fault suite start at once. Two of them can then
 * run side by side without one's build rewriting the files another is running.
 */
const treeBuilt = process.env.PULSE_TREE_BUILT === '1';

/** Sums vitest ("Tests  1 failed | 9 passed (10)") and Playwright ("9 passed (12.3s)", "1 failed")
 * result lines, so CI reads one closing line. */
export function countResults(output) {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  let passed = 0;
  let failed = 0;
  for (const m of plain.matchAll(/Tests\s+(?:(\d+) failed)?(?: \| )?(?:(\d+) passed)?/g)) {
    failed += Number(m[1] ?? 0);
    passed += Number(m[2] ?? 0);
  }
  for (const m of plain.matchAll(/\b(\d+) passed \([\d.]+(?:ms|s|m|h)\)/g)) passed += Number(m[1]);
  for (const m of plain.matchAll(/^(?:.*: )?\s*(\d+) failed\s*$/gm)) failed += Number(m[1]);
  return { passed, failed };
}

/**
 * The titles Playwright's list reporter names under its closing "N failed" and "N flaky" lines
 * (`[tenants] › tests/x.spec.ts:12:3 › title`), so the last lines of a CI log say what to look at
 * even when the first project's report scrolled out of view.
 */
export function unhappyTitles(output) {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const titles = [];
  let kind = null;
  for (const line of plain.split('\n')) {
    const heading = line.match(/^\s*\d+ (failed|flaky|interrupted|did not run)\s*$/);
    if (heading) {
      kind = heading[1];
      continue;
    }
    const title = kind && line.match(/^\s+(\[[\w-]+\] › .+?)\s*$/);
    if (title) titles.push(`${kind}: ${title[1]}`);
    else if (line.trim() !== '') kind = null;
  }
  return titles;
}

function canConnect(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function start() {
  await install();
  await build();
  const children = [];
  let stopping = false;
  const stop = (code = 0) => {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    process.exit(code);
  };
  // One command runs the whole product: when one part stops (a port already taken, a crash), the
  // rest stops with it instead of running half a product.
  const run = (args, name) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`✖ ${name} stopped (${signal ?? `exit ${code}`}): stopping Pulse`);
      stop(1);
    });
    children.push(child);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  run(['apps/api/dist/server.js'], 'api');
  const serve = path.join('scripts', 'serve-static.mjs');
  for (const [name, port] of Object.entries(REMOTES)) {
    if (existsSync(path.join(root, 'apps', name, 'dist')))
      run([serve, `apps/${name}/dist`, String(port)], name);
  }
  run(
    [
      serve,
      'apps/shell/dist',
      '3000',
      '--spa',
      '--api',
      `http://127.0.0.1:${process.env.PORT ?? 4000}`,
    ],
    'shell',
  );
  try {
    await waitFor(`http://127.0.0.1:${process.env.PORT ?? 4000}/api/health`);
    await waitFor('http://127.0.0.1:3000/');
  } catch (err) {
    console.error(`✖ ${err.message}: stopping Pulse`);
    stop(1);
  }
  console.log(`
  Pulse is running: http://localhost:3000
  API docs:         http://localhost:${process.env.PORT ?? 4000}/api/docs
  Demo sign-in:     demo@pulse-demo.com  /  Demo#2026pulse
  Press Ctrl+C to stop.
`);
}

async function test() {
  await install();
  // Formatting is part of the contract: an unformatted file fails the test command.
  const format = await pnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
  if (format.code !== 0) {
    console.error('✖ files above are not formatted: run `pnpm format`');
    process.exit(1);
  }
  await build();
  const { code, output } = await pnpm(
    ['turbo', 'run', 'typecheck', 'lint', 'test', '--concurrency=2', '--output-logs=full'],
    {
      capture: true,
    },
  );
  const { passed, failed } = countResults(output);
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(code !== 0 ? code : failed > 0 ? 1 : 0);
}

async function testPg() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (!(await canConnect(Number(new URL(url).port || 5432), new URL(url).hostname))) {
    console.error(
      `✖ PostgreSQL is not reachable at ${new URL(url).host}; start it or set TEST_DATABASE_URL`,
    );
    process.exit(1);
  }
  env.TEST_DATABASE_URL = url;
  const { code, output } = await pnpm(['--filter', '@pulse/api', 'test:pg'], { capture: true });
  const { passed, failed } = countResults(output);
  console.log(`\npostgres: ${passed} passed, ${failed} failed`);
  process.exit(code !== 0 ? code : failed > 0 ? 1 : 0);
}

async function e2e() {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error(
      '✖ Chromium not found at /usr/bin/chromium: `apt-get install -y chromium` (or set CHROMIUM_PATH)',
    );
    process.exit(1);
  }
  if (!treeBuilt) {
    await install();
    await build();
  }
  // `npm run test:e2e -- settings-members billing` runs only those specs (Playwright's filters).
  const filters = process.argv.slice(3).filter((a) => a !== '--');
  // The projects of e2e/playwright.config.ts at the same time, each on a product of its own
  // (ports, state folder): the shared project's specs stop and replace servers, which the tenant
  // specs must not see. The shared project runs as two invocations of about equal time
  // (PULSE_E2E_SHARED_PART), one worker each, so together with the tenant project's two workers
  // the machine stays busy to the end: one shared invocation alone ran about 600 s after the
  // tenant specs had ended (docs/benchmarks.md "CI time"). Base + 200 would reach MariaDB's 3306.
  // The shared specs run even when a tenant spec failed (as a dependency, they would be skipped).
  const base = Number(process.env.PULSE_E2E_PORT_BASE ?? 3100);
  const stateDir = process.env.PULSE_E2E_STATE_DIR ?? path.join(root, '.data', 'e2e');
  const sharedPart = (part, offset) => ({
    name: `shared-${part}`,
    args: ['--project=shared', '--no-deps'],
    env: {
      PULSE_E2E_SHARED_PART: String(part),
      PULSE_E2E_PORT_BASE: String(base + offset),
      PULSE_E2E_STATE_DIR: `${stateDir}-shared-${part}`,
    },
  });
  const projects = [
    { name: 'tenants', args: ['--project=tenants'], env: {} },
    sharedPart(1, 100),
    sharedPart(2, 300),
  ];
  const started = performance.now();
  const runs = await Promise.all(
    projects.map(async (project) => {
      const run = await pnpm(
        ['--filter', '@pulse/e2e', 'test:e2e', ...project.args, '--pass-with-no-tests', ...filters],
        { capture: true, env: project.env },
      );
      // Which invocation the step waited for: they share the machine, the slowest sets its time.
      const seconds = Math.round((performance.now() - started) / 1000);
      return { ...run, line: `${project.name} ${seconds} s` };
    }),
  );
  let exit = 0;
  let passed = 0;
  let failed = 0;
  const unhappy = [];
  for (const run of runs) {
    const counts = countResults(run.output);
    passed += counts.passed;
    failed += counts.failed;
    unhappy.push(...unhappyTitles(run.output));
    if (run.code !== 0) exit = run.code;
  }
  console.log(
    `\nbrowser: ${passed} passed, ${failed} failed (${runs.map((run) => run.line).join(', ')})`,
  );
  for (const title of unhappy) console.log(`  ${title}`);
  process.exit(exit !== 0 ? exit : failed > 0 ? 1 : 0);
}

/** The API alone, one process per core in production (apps/api/src/cluster.ts). */
async function startCluster() {
  await install();
  await must(['turbo', 'run', 'build', '--filter=@pulse/api...', '--output-logs=errors-only']);
  const child = spawn(process.execPath, ['apps/api/dist/cluster.js'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
}

/** A job worker without HTTP, as many as wanted per database (apps/api/src/worker.ts). */
async function startWorker() {
  await install();
  await must(['turbo', 'run', 'build', '--filter=@pulse/api...', '--output-logs=errors-only']);
  const child = spawn(process.execPath, ['apps/api/dist/worker.js'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
}

/** The fault suite against the built API (apps/api/scripts/fault-suite.ts). */
async function faults() {
  if (!treeBuilt) {
    await install();
    await must(['turbo', 'run', 'build', '--filter=@pulse/api...', '--output-logs=errors-only']);
  }
  const { code } = await pnpm(['--filter', '@pulse/api', 'fault-suite']);
  process.exit(code);
}

ensurePnpmOnPath();
const commands = {
  start,
  'start:cluster': startCluster,
  'start:worker': startWorker,
  test,
  'test:pg': testPg,
  e2e,
  faults,
};
const command = commands[process.argv[2]];
if (!command) {
  console.error(`usage: node scripts/pulse.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
await command();
