/**
 * One team's gate (docs/delivery.md, "Gate"): what one app's change needs before it may be
 * released, and nothing else. The app's lint, type check (with its contract check) and unit tests,
 * those of every workspace package it bundles, its build, its rows of the N-1 matrix and the
 * browser specs of its own pages (`pulse.browserSpecs` in the app's package.json). A refusal
 * names each failing task and test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ReleaseRefused } from './gate.mjs';

/**
 * What a gate multiplies every test's time bound by (`PULSE_TIME_SCALE`, read by the test set-ups
 * and the browser config): the bounds stop hangs, and the waits end on the awaited state, so a
 * correct change passes however loaded the machine is, and a passing run pays nothing for it.
 */
export const GATE_TIME_SCALE = 10;

/** Where each package's Vitest writes its JSON report during a gate (relative to the package). */
export const TEST_REPORT = path.join('.gate', 'tests.json');

/**
 * The browser specs an app's team owns: `pulse.browserSpecs` of apps/<app>/package.json, as file
 * names under e2e/tests (`demo` → `demo.spec.ts`).
 * @returns {string[]} file names, e.g. `['demo.spec.ts']`
 * @throws Error when a named spec does not exist
 */
export function ownedSpecs(root, app) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'apps', app, 'package.json'), 'utf8'));
  const names = manifest.pulse?.browserSpecs ?? [];
  return names.map((name) => {
    const file = `${name}.spec.ts`;
    if (!existsSync(path.join(root, 'e2e', 'tests', file))) {
      throw new Error(
        `apps/${app}/package.json names the browser spec "${name}": no e2e/tests/${file}`,
      );
    }
    return file;
  });
}

/**
 * The browser specs no app claims: each spec must belong to some team's gate, or a change could
 * break it and pass every gate.
 * @returns {string[]} file names under e2e/tests
 */
export function unclaimedSpecs(root, apps) {
  const claimed = new Set(apps.flatMap((app) => ownedSpecs(root, app)));
  return readdirSync(path.join(root, 'e2e', 'tests'))
    .filter((file) => file.endsWith('.spec.ts') && !claimed.has(file))
    .sort();
}

/**
 * The failed tasks of a turbo run, from its run summary (`--summarize`).
 * @returns {string[]} task ids such as `@pulse/demo#lint`
 */
export function failedTasks(summary) {
  return summary.tasks
    .filter((task) => task.execution && task.execution.exitCode !== 0)
    .map((task) => task.taskId)
    .sort();
}

const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? '';

/**
 * The failed tests of one Vitest JSON report (`--reporter=json`): `<file> > <test>: <first line of
 * the error>`, and a file that failed to load as `<file>: <its error>`.
 * @param {object} report the parsed report
 * @param {string} base the folder file paths are shown relative to
 * @returns {string[]}
 */
export function failedVitestTests(report, base) {
  return (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(base, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0) {
      return file.status === 'failed' ? [`${name}: ${firstLine(file.message)}`] : [];
    }
    return failed.map(
      (test) => `${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
}

/**
 * The failed tests of a Playwright JSON report: `<file> > <describe…> > <test>: <first line of
 * the error>`; a test that timed out says so.
 * @returns {string[]}
 */
export function failedBrowserTests(report) {
  const failures = [];
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      for (const test of spec.tests ?? []) {
        const result = test.results?.at(-1);
        if (!result || ['passed', 'skipped'].includes(result.status)) continue;
        const why = result.status === 'timedOut' ? 'timed out' : firstLine(result.error?.message);
        failures.push(`${[...here, spec.title].join(' > ')}: ${why}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? [])
    failures.push(`(outside a test): ${firstLine(error.message)}`);
  return failures;
}

/** The workspace folders of the packages a turbo filter selects (`turbo ls`). */
function packageDirs(root, filter) {
  const result = spawnSync('pnpm', ['turbo', 'ls', `--filter=${filter}`, '--output=json'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
  });
  if (result.status !== 0) throw new Error(`turbo ls --filter=${filter} failed: ${result.stderr}`);
  const listing = JSON.parse(result.stdout.slice(result.stdout.indexOf('{')));
  return listing.packages.items.map((item) => path.join(root, item.path));
}

/** The newest turbo run summary written since `since` (ms), parsed. */
function latestSummary(root, since) {
  const dir = path.join(root, '.turbo', 'runs');
  if (!existsSync(dir)) return undefined;
  const newest = readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  return newest && JSON.parse(readFileSync(newest, 'utf8'));
}

/**
 * Runs turbo tasks for `filter`, going on past a failure where the rest does not depend on it, so
 * that a refusal lists every failure at once.
 * @param {string[]} tasks
 * @param {string[]} [passThrough] arguments after `--` for every task's script
 * @returns {string[]} the failed task ids (empty: all passed)
 */
export function runTurbo(root, tasks, filter, passThrough = []) {
  const since = Date.now();
  const result = spawnSync(
    'pnpm',
    [
      'turbo',
      'run',
      ...tasks,
      `--filter=${filter}`,
      '--continue=dependencies-successful',
      '--output-logs=errors-only',
      '--summarize',
      ...(passThrough.length > 0 ? ['--', ...passThrough] : []),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
    },
  );
  if (result.status === 0) return [];
  const summary = latestSummary(root, since);
  const failed = summary ? failedTasks(summary) : [];
  return failed.length > 0 ? failed : [`turbo run ${tasks.join(' ')} (exit ${result.status})`];
}

/**
 * The release's checks: the app's type check (with its contract check) and unit tests on fresh
 * builds of the workspace packages it uses, `turbo run typecheck test --filter=...@pulse/<app>`
 * (cached by turbo). Those packages' own tests gate their release and the shell's, which ships
 * their code.
 * @throws ReleaseRefused naming every failed task
 */
export function runChecks(root, app, tasks = ['typecheck', 'test']) {
  const failed = runTurbo(root, tasks, `...@pulse/${app}`);
  if (failed.length > 0) {
    throw new ReleaseRefused(
      `${tasks.join(', ')} of ${app} or of a package it uses failed: ${failed.join(', ')}`,
    );
  }
}

/**
 * The unit tests of an app and of every workspace package it bundles, with each package's Vitest
 * writing a JSON report, so a failure is named by its test.
 * @returns {string[]} the failures: `<package dir> <file> > <test>: <error>`, or a failed task
 */
export function runUnitTests(root, app) {
  const filter = `@pulse/${app}...`;
  const dirs = packageDirs(root, filter);
  for (const dir of dirs) rmSync(path.join(dir, TEST_REPORT), { force: true });
  // Read as the test set-ups read it (a value that is not a number ≥ 1 counts as 1), so the
  // Vitest bounds and the waits inside the tests are multiplied alike.
  const given = Number(process.env.PULSE_TIME_SCALE ?? 1);
  const scale = Number.isFinite(given) && given >= 1 ? given : 1;
  const failed = runTurbo(root, ['test'], filter, [
    // The suites' own bounds are 30 s at most; a test or describe that sets its own keeps it.
    `--testTimeout=${30_000 * scale}`,
    `--hookTimeout=${30_000 * scale}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${TEST_REPORT}`,
  ]);
  if (failed.length === 0) return [];
  const tests = dirs.flatMap((dir) => {
    const file = path.join(dir, TEST_REPORT);
    if (!existsSync(file)) return [];
    const where = path.relative(root, dir);
    return failedVitestTests(JSON.parse(readFileSync(file, 'utf8')), dir).map(
      (failure) => `${where}/${failure}`,
    );
  });
  return tests.length > 0 ? tests : failed;
}

/**
 * Turns a list of failures into the refusal of one gate step.
 * @throws ReleaseRefused naming each failure (at most 20, then how many more)
 */
export function refuseOn(step, failures) {
  if (failures.length === 0) return;
  const shown = failures.slice(0, 20);
  const more =
    failures.length > shown.length ? `\n  … and ${failures.length - shown.length} more` : '';
  throw new ReleaseRefused(`${step} failed:\n  ${shown.join('\n  ')}${more}`);
}

/**
 * The browser part of a gate, in one Playwright run on one server set: the app's rows of the N-1
 * matrix (compat-matrix.spec.ts; every row for the shell) and the specs its team owns, each in its
 * own project with no project dependency (`--no-deps`), so nothing of another team runs. The
 * previous releases are built first (scripts/compat-matrix.mjs build).
 * @param {string} origin the origin whose live versions are "previous"
 * @returns {string[]} the failures, each naming its test
 */
export function runBrowserSpecs(root, app, origin) {
  const only = app === 'shell' ? [] : ['--app', app];
  const built = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'compat-matrix.mjs'), 'build', ...only, '--origin', origin],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (built.status !== 0) return [`building the previous releases (exit ${built.status})`];
  const report = path.join(root, '.data', 'gate', `${app}-browser.json`);
  rmSync(report, { force: true });
  const specs = [...new Set(['compat-matrix.spec.ts', ...ownedSpecs(root, app)])];
  const result = spawnSync(
    'pnpm',
    [
      '--filter',
      '@pulse/e2e',
      'test:e2e',
      '--no-deps',
      '--reporter=list,json',
      ...specs.map((file) => `tests/${file}`),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        COREPACK_INTEGRITY_KEYS: '0',
        PULSE_COMPAT_APPS: app === 'shell' ? '' : app,
        PLAYWRIGHT_JSON_OUTPUT_FILE: report,
      },
    },
  );
  if (result.status === 0) return [];
  const failures = existsSync(report)
    ? failedBrowserTests(JSON.parse(readFileSync(report, 'utf8')))
    : [];
  return failures.length > 0 ? failures : [`the browser specs (exit ${result.status})`];
}
