import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APPS } from './origin.mjs';
import {
  failedBrowserTests,
  failedTasks,
  failedVitestTests,
  ownedSpecs,
  refuseOn,
  unclaimedSpecs,
} from './team-gate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the browser specs of each team', () => {
  it('every spec of the product belongs to some app’s gate', () => {
    expect(unclaimedSpecs(root, APPS)).toEqual([]);
  });

  it('a remote’s gate runs its own pages’ specs, not the shell’s walks', () => {
    expect(ownedSpecs(root, 'demo')).toContain('demo.spec.ts');
    expect(ownedSpecs(root, 'demo')).not.toContain('accessibility.spec.ts');
  });

  it('refuses an app that names a spec that does not exist', () => {
    const fake = mkdtempSync(path.join(os.tmpdir(), 'pulse-gate-'));
    mkdirSync(path.join(fake, 'apps', 'demo'), { recursive: true });
    mkdirSync(path.join(fake, 'e2e', 'tests'), { recursive: true });
    writeFileSync(
      path.join(fake, 'apps', 'demo', 'package.json'),
      JSON.stringify({ pulse: { browserSpecs: ['demo', 'gone'] } }),
    );
    writeFileSync(path.join(fake, 'e2e', 'tests', 'demo.spec.ts'), '');
    expect(() => ownedSpecs(fake, 'demo')).toThrow(/names the browser spec "gone"/);
  });
});

describe('a refusal names what failed', () => {
  it('lists the failed turbo tasks from the run summary', () => {
    const summary = {
      tasks: [
        { taskId: '@pulse/ui#lint', execution: { exitCode: 0 } },
        { taskId: '@pulse/demo#typecheck', execution: { exitCode: 2 } },
        { taskId: '@pulse/demo#lint', execution: { exitCode: 1 } },
        { taskId: '@pulse/demo#test' },
      ],
    };
    expect(failedTasks(summary)).toEqual(['@pulse/demo#lint', '@pulse/demo#typecheck']);
  });

  it('names each failed unit test with its file and the first line of its error', () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/demo/src/a.test.tsx',
          status: 'failed',
          assertionResults: [
            { fullName: 'demo > passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'demo > shows the result',
              status: 'failed',
              failureMessages: [
                '\x1b[31mAssertionError: expected 1 to be 2\x1b[39m\n    at a.test.tsx:3',
              ],
            },
          ],
        },
        {
          name: '/repo/apps/demo/src/b.test.tsx',
          status: 'failed',
          message: 'Error: Cannot find module ./gone\n  at …',
          assertionResults: [],
        },
        { name: '/repo/apps/demo/src/c.test.tsx', status: 'passed', assertionResults: [] },
      ],
    };
    expect(failedVitestTests(report, '/repo/apps/demo')).toEqual([
      'src/a.test.tsx > demo > shows the result: AssertionError: expected 1 to be 2',
      'src/b.test.tsx: Error: Cannot find module ./gone',
    ]);
  });

  it('names each failed browser test by file, describe and title, and says which timed out', () => {
    const report = {
      suites: [
        {
          title: 'demo.spec.ts',
          specs: [{ title: 'loads', ok: true, tests: [{ results: [{ status: 'passed' }] }] }],
          suites: [
            {
              title: 'Fraud check',
              specs: [
                {
                  title: 'shows the score',
                  ok: false,
                  tests: [
                    {
                      results: [
                        {
                          status: 'failed',
                          error: {
                            message: 'Error: expect(locator).toBeVisible() failed\nLocator: …',
                          },
                        },
                      ],
                    },
                  ],
                },
                {
                  title: 'submits',
                  ok: false,
                  tests: [
                    { results: [{ status: 'timedOut', error: { message: 'Test timeout' } }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: global setup failed\n…' }],
    };
    expect(failedBrowserTests(report)).toEqual([
      'demo.spec.ts > Fraud check > shows the score: Error: expect(locator).toBeVisible() failed',
      'demo.spec.ts > Fraud check > submits: timed out',
      '(outside a test): Error: global setup failed',
    ]);
  });

  it('refuses with every failure listed, and passes with none', () => {
    expect(() => refuseOn('demo: unit tests', [])).not.toThrow();
    expect(() => refuseOn('demo: unit tests', ['a > b: boom', 'c > d: bang'])).toThrow(
      'demo: unit tests failed:\n  a > b: boom\n  c > d: bang',
    );
  });
});
