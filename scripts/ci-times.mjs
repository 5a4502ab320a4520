#!/usr/bin/env node
/**
 * Where a CI run's time goes: reads the reports the test
 * runners write and prints the slowest entries of each, seconds.
 *
 *   node scripts/ci-times.mjs [--top N] <report.json> …
 *
 * Each file is recognised by its shape:
 * - a log of the test commands (`.ci/run` keeps one per step): one line per test file, from the
 *   lines vitest's default reporter prints per file (`✓ test/x.test.ts (8 tests) 52ms`, prefixed by
 *   turbo with the package) and Playwright's list reporter per test (`✓ 3 [tenants] › tests/x.spec.ts:5:1
 *   › title (9.1s)`, summed per spec file); `--merge` ranks the files of every log together;
 * - a turbo run summary (`turbo run … --summarize`, in .turbo/runs/): one line per task;
 * - a vitest JSON report (`vitest run --reporter=json --outputFile=<file>`): one line per test file;
 * - a Playwright JSON report (`--reporter=json`, PLAYWRIGHT_JSON_OUTPUT_NAME=<file>): one line per
 *   spec file (its tests' durations summed: with two workers, more than its share of wall time).
 *
 * Durations are the runners' own; on a shared machine compare two runs taken side by side.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 15;
const merge = args.includes('--merge');
const files = (topAt >= 0 ? args.filter((_, i) => i !== topAt && i !== topAt + 1) : args).filter(
  (a) => a !== '--merge',
);
if (files.length === 0) {
  console.error('usage: node scripts/ci-times.mjs [--top N] [--merge] <report.json|step.log> …');
  process.exit(2);
}

/** `rows` (name → seconds) sorted, slowest first, with their total. */
function print(title, rows) {
  const sorted = [...rows].sort((a, b) => b[1] - a[1]);
  const total = sorted.reduce((sum, [, s]) => sum + s, 0);
  console.log(`\n${title}: ${sorted.length} entries, ${total.toFixed(1)} s in all`);
  for (const [name, seconds] of sorted.slice(0, top)) {
    console.log(`${seconds.toFixed(1).padStart(8)} s  ${name}`);
  }
}

/** Turbo: each task's execution time; cache hits are marked (they replay, they do not run). */
function turbo(summary) {
  return summary.tasks.map((task) => [
    `${task.taskId}${task.cache?.status === 'HIT' ? ' (cache hit)' : ''}`,
    (task.execution.endTime - task.execution.startTime) / 1000,
  ]);
}

/** Vitest: each test file from its first test's start to its last test's end. */
function vitest(report) {
  return report.testResults.map((file) => [
    path.relative(process.cwd(), file.name),
    (file.endTime - file.startTime) / 1000,
  ]);
}

/** Playwright: each spec file's tests summed (every result, so a retry would count too). */
function playwright(report) {
  const bySpec = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          const key = `${test.projectName} › ${spec.file}`;
          bySpec.set(key, (bySpec.get(key) ?? 0) + result.duration / 1000);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return [...bySpec];
}

/** A duration as the reporters print it (`52ms`, `9.1s`, `1.4m`), in seconds. */
function seconds(value, unit) {
  return Number(value) * (unit === 'ms' ? 0.001 : unit === 'm' ? 60 : unit === 'h' ? 3600 : 1);
}

/** A test command's log: each test file's time (vitest per file, Playwright summed per spec). */
export function fromLog(text) {
  const plain = stripVTControlCharacters(text);
  const rows = new Map();
  const add = (name, s) => rows.set(name, (rows.get(name) ?? 0) + s);
  for (const line of plain.split('\n')) {
    const file = line.match(
      /^(?:(@[\w/-]+):[\w:-]+: )?\s*[✓❯×✗] (\S+\.test\.tsx?) \(\d+ tests?[^)]*\)(?: (\d+(?:\.\d+)?)(ms|s|m))?\s*$/,
    );
    if (file) {
      add(file[1] ? `${file[1]} ${file[2]}` : file[2], file[3] ? seconds(file[3], file[4]) : 0);
      continue;
    }
    const test = line.match(
      /^\s*[✓✘-]\s+\d+ \[([\w-]+)\] › (\S+\.spec\.ts):\d+:\d+ › .* \((\d+(?:\.\d+)?)(ms|s|m|h)\)\s*$/,
    );
    if (test) add(`e2e [${test[1]}] ${test[2]}`, seconds(test[3], test[4]));
  }
  return [...rows];
}

const merged = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  if (!text.trimStart().startsWith('{')) {
    const step = path.basename(file, '.log').replace(/^npm-(run-)?/, '');
    if (merge) merged.push(...fromLog(text).map(([name, s]) => [`${step}: ${name}`, s]));
    else print(`${file} (test files)`, fromLog(text));
    continue;
  }
  const report = JSON.parse(text);
  if (Array.isArray(report.tasks)) print(`${file} (turbo tasks)`, turbo(report));
  else if (Array.isArray(report.testResults)) print(`${file} (vitest files)`, vitest(report));
  else if (Array.isArray(report.suites)) print(`${file} (Playwright specs)`, playwright(report));
  else console.error(`${file}: not a turbo summary, vitest report or Playwright report`);
}
if (merge) print('slowest test files of this run', merged);
