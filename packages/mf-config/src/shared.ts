import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo's root folder (this file is packages/mf-config/src/shared.ts). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The remotes of the local runtime manifest (`apps/shell/public/remotes.json`, docs/delivery.md
 * "Adding a remote"), in its order: the list every per-remote check reads.
 */
export function localRemotes(): string[] {
  const file = path.join(repoRoot, 'apps/shell/public/remotes.json');
  return Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
}

/**
 * Shared modules the shell owns (docs/delivery.md, "Who provides what"): one React tree, one
 * router, one jotai store, one toast queue, one Chakra system and session, one query cache (the data the shell prefetches for a route is the
 * data its remote page reads). Only the shell's build provides them; a remote declares the range it needs and never ships a copy (`import: false`), so
 * one remote can never replace a module for the others.
 */
export const SHELL_OWNED = [
  'react',
  'react-dom',
  'jotai',
  'jotai/utils',
  '@emotion/react',
  'notistack',
  '@pulse/router',
  '@pulse/ui',
  '@pulse/ui/forms',
  '@pulse/ui/overlays',
  '@pulse/ui/data',
  '@pulse/auth',
  '@pulse/api-client',
  '@tanstack/react-query',
] as const;

/**
 * Not singletons, only de-duplicated: the shell's sign-in forms and the demo and billing remotes'
 * forms download one copy between them; a remote that needs another major brings its own.
 */
export const DEDUPED = ['final-form', 'react-final-form', 'yup'] as const;

export type ShellOwned = (typeof SHELL_OWNED)[number];
export type SharedName = ShellOwned | (typeof DEDUPED)[number];

/** Module Federation's shared entry, as far as this config uses it. */
export type SharedEntry = {
  singleton?: boolean;
  requiredVersion: string;
  /** false: this build ships no copy and takes the one in the share scope (the shell's). */
  import?: false;
};

type PackageJson = {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

function readJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** `@pulse/ui/forms` → `@pulse/ui`, `jotai/utils` → `jotai`. */
export function packageOf(name: string): string {
  return name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
}

/** The package.json of a workspace package (`@pulse/ui` lives in packages/ui). */
function workspacePackage(name: string): PackageJson {
  return readJson(path.join(repoRoot, 'packages', name.slice('@pulse/'.length), 'package.json'));
}

/** The range an app's package.json declares for a package: peer first (what it needs from a host). */
function declaredRange(app: PackageJson, pkg: string): string | undefined {
  return app.peerDependencies?.[pkg] ?? app.dependencies?.[pkg] ?? app.devDependencies?.[pkg];
}

/**
 * The range an app needs of a shared module, as its own package.json declares it:
 * a remote's `peerDependencies` name the lowest version of each shell-owned workspace
 * package whose API it uses (`workspace:^1.6.0` → `^1.6.0`), so a release of that package moves no
 * remote's range. A workspace alias without a version (`workspace:*`, `workspace:^`, the shell's
 * own dependencies) stands for `^<the package's current version>`.
 * @throws Error when the app does not depend on the module's package, or when a remote leaves a
 *   shell-owned workspace package without an explicit range.
 */
export function requiredRange(name: string, appDir: string): string {
  const pkg = packageOf(name);
  const app = readJson(path.join(appDir, 'package.json'));
  const declared = declaredRange(app, pkg);
  if (!declared) throw new Error(`${app.name} shares ${name} but does not depend on ${pkg}`);
  if (!declared.startsWith('workspace:')) return declared;
  const range = declared.slice('workspace:'.length);
  if (!['*', '^', '~', ''].includes(range)) return range;
  return `^${workspacePackage(pkg).version}`;
}

/**
 * The shell-owned workspace packages a remote leaves without an explicit range (a bare
 * `workspace:*` or `workspace:^` would follow every release of the package). Empty when the remote
 * follows the rule.
 * @param appDir the remote's folder
 */
export function unversionedShellOwned(appDir: string): string[] {
  const app = readJson(path.join(appDir, 'package.json'));
  const workspace = [...new Set(SHELL_OWNED.map(packageOf))].filter((p) => p.startsWith('@pulse/'));
  return workspace.filter((pkg) => {
    const range = app.peerDependencies?.[pkg]?.replace(/^workspace:/, '');
    return !range || ['*', '^', '~'].includes(range);
  });
}

/**
 * The version an app's build provides of each shell-owned module: what is installed for it
 * (workspace packages: their package.json). The shell compares remotes' ranges with these.
 */
export function installedVersions(appDir: string): Record<ShellOwned, string> {
  const versions = {} as Record<ShellOwned, string>;
  for (const name of SHELL_OWNED) {
    const pkg = packageOf(name);
    const file = pkg.startsWith('@pulse/')
      ? path.join(repoRoot, 'packages', pkg.slice('@pulse/'.length), 'package.json')
      : path.join(appDir, 'node_modules', pkg, 'package.json');
    if (!existsSync(file)) throw new Error(`${pkg} is not installed for ${appDir}`);
    versions[name] = readJson(file).version;
  }
  return versions;
}

/**
 * Test fixtures only: `PULSE_SHARED_REQUIRE="@pulse/auth@^1.1.0,…"` makes a build declare what a
 * remote built against a newer package would declare. Never set by the release tooling.
 */
export function parseRequireOverrides(value: string | undefined): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const item of (value ?? '').split(',').filter(Boolean)) {
    const at = item.lastIndexOf('@');
    if (at <= 0) throw new Error(`PULSE_SHARED_REQUIRE: "${item}" is not <package>@<range>`);
    overrides[item.slice(0, at)] = item.slice(at + 1);
  }
  return overrides;
}

/**
 * The `shared` config of one app. The shell provides every shell-owned module; a remote declares
 * the same ranges with `import: false`.
 * @param role 'shell' or 'remote'
 * @param appDir the app's folder (its package.json holds the third-party ranges)
 */
export function sharedConfig(
  role: 'shell' | 'remote',
  appDir: string,
  overrides: Record<string, string> = {},
): Partial<Record<SharedName, SharedEntry>> {
  const shared: Partial<Record<SharedName, SharedEntry>> = {};
  for (const name of SHELL_OWNED) {
    const requiredVersion = overrides[name] ?? requiredRange(name, appDir);
    shared[name] =
      role === 'shell'
        ? { singleton: true, requiredVersion }
        : { singleton: true, requiredVersion, import: false };
  }
  const app = readJson(path.join(appDir, 'package.json'));
  for (const name of DEDUPED) {
    // Shared only by the apps that use it.
    if (!app.dependencies?.[name]) continue;
    shared[name] = { requiredVersion: overrides[name] ?? requiredRange(name, appDir) };
  }
  return shared;
}

/**
 * The shell-owned modules a remote's shared config would ship a copy of (empty when it follows the
 * rule). Checked by the config factory at build time and by a unit test.
 */
export function providedShellOwned(
  shared: Record<string, { import?: unknown; [option: string]: unknown }>,
): string[] {
  return SHELL_OWNED.filter((name) => name in shared && shared[name]?.import !== false);
}
