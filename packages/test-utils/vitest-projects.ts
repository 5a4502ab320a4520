/**
 * Vitest projects of a front-end package (docs/adr/0006-tests.md, "Shared module graphs").
 * Imported by relative path from each vitest.config.ts: Vitest bundles its config with esbuild,
 * which does not load a workspace package's TypeScript.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/** A test file that replaces modules: its mocks would leak into the files that run after it. */
const REPLACES_MODULES = /\bvi\.(?:do)?mock\(/;

/** What every front-end test file matches (the packages' `src/**` convention). */
const TEST_FILE = /\.test\.tsx?$/;

/**
 * Splits a package's test files (the `.test.ts` and `.test.tsx` files under src) into two Vitest
 * projects; the config that declares them sets no `include` of its own, since a project's list
 * adds to it:
 * - `shared`: the files run one after another in each worker on one module graph and one DOM
 *   (`isolate: false`), so the test toolkit, Chakra and lucide-react load once per worker rather
 *   than once per file: three to four times less CPU per suite. Between tests the setup file
 *   (@pulse/test-utils `setupTestEnvironment`) unmounts, drops handlers and clears localStorage;
 *   it also brings real timers back, and spies and stubbed globals are restored here.
 * - `isolated`: the files that call `vi.mock` or `vi.doMock`, each in a fresh module graph.
 *
 * @param dir the package folder (`import.meta.dirname` of its vitest.config.ts)
 * @returns `test.projects` entries that extend the config they are declared in
 */
export function frontEndProjects(dir: string): TestProjectInlineConfiguration[] {
  const isolated = readdirSync(join(dir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => join('src', file))
    .filter((file) => REPLACES_MODULES.test(readFileSync(join(dir, file), 'utf8')));
  const restore = { restoreMocks: true, unstubGlobals: true, unstubEnvs: true };
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: {
      name: 'shared',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, ...isolated],
      isolate: false,
      ...restore,
    },
  };
  if (isolated.length === 0) return [shared];
  return [shared, { extends: true, test: { name: 'isolated', include: isolated, ...restore } }];
}
