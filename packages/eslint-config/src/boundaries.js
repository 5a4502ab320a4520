// @ts-check
/**
 * The import boundaries of docs/architecture.md ("Boundaries"), as ESLint flat-config objects.
 *
 * Built from the folders on disk, so a new app or feature is covered without editing this file:
 * - no app imports another app, and no package imports an app;
 * - no feature imports another feature, and src/app imports a feature only through its index.ts;
 * - shared code (src/components, src/lib, src/hooks) never imports a feature or src/app;
 * - browser code never imports server code (apps/api, @pulse/engines, Node built-ins, database,
 *   HTTP-server and mail libraries);
 * - no import cycle between a package's own files, type-only imports included (pulse/no-type-cycle);
 * - the API's layers (apps/api/src): routes → services → repositories → db; a repository never
 *   imports a service or a route, a service never imports a route, a route never imports a
 *   repository or the tables; src/jobs (every queue and timer) calls services and never a route, a
 *   repository or the tables, and no service imports it; src/schemas (wire schemas and value lists shared by routes, services
 *   and tables) and src/domain (pure rules) import none of those layers but the tables' types.
 * Test files (`*.test.ts(x)`, `src/test/**`, `vitest.setup.ts`) may compose features, use Node
 * built-ins and @pulse/test-utils, but never reach into another app; shipped code never imports
 * @pulse/test-utils.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { noTypeCycle } from './no-type-cycle.js';

/** Workspace packages that run in the browser. */
export const BROWSER_PACKAGES = [
  'ui',
  'forms',
  'router',
  'auth',
  'api-client',
  'catalog',
  'remote-contracts',
];
/** Code that only runs on the server: browser code never imports it. */
export const SERVER_PATHS = ['apps/api', 'packages/engines'];

/** Server-side libraries, refused by name in browser code (they may not resolve from there at all). */
export const SERVER_MODULES = [
  '@pulse/engines',
  '@pulse/engines/*',
  '@pulse/api',
  '@pulse/api/*',
  'pg',
  'pg-*',
  '@electric-sql/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'drizzle-kit',
  'fastify',
  'fastify-*',
  '@fastify/*',
  'ioredis',
  'redis',
  'nodemailer',
  'stripe',
  'fast-jwt',
];

/**
 * Imports allowed against the rules until the change that removes them lands; each names the file,
 * what it may import (paths from the repository root) and why. Keep this list empty.
 */
/** @type {{ file: string, from: string[] }[]} */
export const KNOWN_EXCEPTIONS = [];

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/src/test/**', '**/vitest.setup.ts'];

/** The API's source folder, whose layers have their own zones (apiLayerZones). */
export const API_SRC = 'apps/api/src';

/** @param {string} dir @returns {string[]} */
const subdirs = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

/**
 * The apps of the repository at `root` that run in the browser: those Rsbuild builds (the shell and
 * every remote, docs/delivery.md "Adding a remote"), so a new remote is covered with no edit here;
 * every other app (the API) is server code.
 * @param {string} root absolute path of the repository
 * @returns {string[]} app folder names
 */
export const browserApps = (root) =>
  subdirs(path.join(root, 'apps')).filter((app) =>
    existsSync(path.join(root, 'apps', app, 'rsbuild.config.ts')),
  );

/**
 * @typedef {{ target: string | string[], from: string | string[], except?: string[], message?: string }} Zone
 */

/**
 * The zones of the API's layers (docs/architecture.md "API layers").
 * @param {string} src the API's source folder, relative to the repository root
 * @returns {Zone[]}
 */
export function apiLayerZones(src) {
  const at = (/** @type {string[]} */ ...dirs) => dirs.map((dir) => `${src}/${dir}`);
  return [
    {
      target: at('repositories'),
      from: at('services', 'routes', 'plugins', 'jobs'),
      message:
        'A repository only stores: it never imports a service, a route or a plugin (shared types live in src/domain or src/schemas).',
    },
    {
      target: at('services'),
      from: at('routes', 'plugins', 'jobs'),
      message:
        'A service never imports a route, a plugin or src/jobs: a schema both use lives in src/schemas, and a service sends jobs through the queue handle it is given.',
    },
    {
      target: at('jobs'),
      from: at('routes', 'repositories', 'db'),
      message:
        'A job calls services (its queue or timer is all src/jobs declares): never a route, a repository or the tables.',
    },
    {
      target: at('routes'),
      from: at('repositories', 'db'),
      message:
        'Routes call services (app.services), never repositories or the tables: value lists the wire shares live in src/schemas.',
    },
    {
      target: at('schemas', 'domain'),
      from: at('routes', 'services', 'repositories', 'plugins', 'jobs'),
      message:
        'src/schemas and src/domain are shared by every layer: they import none of them (only the tables, for types).',
    },
  ];
}

/**
 * The `import-x/no-restricted-paths` zones of the repository at `root` (paths relative to it).
 * @param {string} root absolute path of the repository
 * @param {{ tests?: boolean, allow?: string[] }} [options] `tests`: only the zones test files keep;
 *   `allow`: repository paths this file may import despite the cross-app zone (KNOWN_EXCEPTIONS)
 * @returns {Zone[]}
 */
export function boundaryZones(root, { tests = false, allow = [] } = {}) {
  const apps = subdirs(path.join(root, 'apps'));
  /** @type {Zone[]} */
  const zones = [];
  for (const app of apps) {
    for (const other of apps.filter((name) => name !== app)) {
      const prefix = `apps/${other}/`;
      const except = allow
        .filter((p) => p.startsWith(prefix))
        .map((p) => `./${p.slice(prefix.length)}`);
      zones.push({
        target: `apps/${app}`,
        from: `apps/${other}`,
        ...(except.length ? { except } : {}),
        message: 'An app never imports another app: move shared code to a package under packages/.',
      });
    }
  }
  zones.push({
    target: 'packages',
    from: 'apps',
    message: 'A package never imports an app.',
  });
  const browser = [
    ...browserApps(root).map((app) => `apps/${app}`),
    ...BROWSER_PACKAGES.map((pkg) => `packages/${pkg}`),
  ].filter((dir) => existsSync(path.join(root, dir)));
  if (!tests)
    zones.push({
      target: browser,
      from: SERVER_PATHS,
      message: 'Browser code never imports server code (apps/api, @pulse/engines).',
    });
  if (tests) return zones;
  if (existsSync(path.join(root, API_SRC))) zones.push(...apiLayerZones(API_SRC));

  for (const app of apps) {
    const src = `apps/${app}/src`;
    const features = subdirs(path.join(root, src, 'features'));
    for (const feature of features) {
      zones.push({
        target: `${src}/features/${feature}`,
        from: `${src}/features`,
        except: [`./${feature}`],
        message:
          'A feature never imports another feature: compose them in src/app, or move the shared piece to src/components, src/hooks or src/lib.',
      });
      zones.push({
        target: `${src}/features/${feature}`,
        from: `${src}/app`,
        message: 'A feature never imports src/app: src/app composes features, not the reverse.',
      });
      zones.push({
        target: `${src}/app`,
        from: `${src}/features/${feature}`,
        except: ['./index.ts'],
        message: `Import the feature through its public entry (features/${feature}/index.ts).`,
      });
    }
    for (const shared of ['components', 'lib', 'hooks'])
      zones.push({
        target: `${src}/${shared}`,
        from: [`${src}/features`, `${src}/app`],
        message:
          'Shared code (src/components, src/lib, src/hooks) never imports a feature or src/app.',
      });
  }
  return zones;
}

/**
 * The flat-config objects that enforce the boundaries of the repository at `root`.
 * @param {string} root absolute path of the repository
 * @returns {import('eslint').Linter.Config[]}
 */
export function boundaryConfigs(root) {
  const browserFiles = [
    ...browserApps(root).map((app) => `apps/${app}/**/*.{ts,tsx,js,jsx}`),
    ...BROWSER_PACKAGES.map((pkg) => `packages/${pkg}/**/*.{ts,tsx,js,jsx}`),
  ];
  /** @returns {['error', { basePath: string, zones: Zone[] }]} */
  const zoneRule = (/** @type {Zone[]} */ zones) => ['error', { basePath: root, zones }];
  return [
    {
      files: ['**/*.{ts,tsx,js,mjs,jsx}'],
      plugins: { 'import-x': importX },
      settings: {
        // Without these, import-x reads only .js files when following imports.
        'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            alwaysTryTypes: true,
            noWarnOnMultipleProjects: true,
            project: [
              path.join(root, 'apps/*/tsconfig.json'),
              path.join(root, 'packages/*/tsconfig.json'),
            ],
          }),
        ],
      },
      rules: {
        'import-x/no-restricted-paths': zoneRule(boundaryZones(root)),
      },
    },
    {
      // Cycles between a package's own files, type imports included (no-type-cycle.js). It replaced
      // import-x/no-cycle, which found a subset of the same cycles (it skips type imports) and took
      // 93 % of the API's lint time (35 s of 44 s) following every import again from each file.
      // A cycle between packages cannot be written: each may import only the packages its
      // package.json names, and turbo refuses a cycle among those.
      files: ['**/*.{ts,tsx,js,mjs,jsx}'],
      plugins: { pulse: { rules: { 'no-type-cycle': noTypeCycle } } },
      rules: { 'pulse/no-type-cycle': 'error' },
    },
    {
      files: TEST_FILES,
      rules: { 'import-x/no-restricted-paths': zoneRule(boundaryZones(root, { tests: true })) },
    },
    ...KNOWN_EXCEPTIONS.map((exception) => ({
      basePath: root,
      files: [exception.file],
      rules: {
        'import-x/no-restricted-paths': zoneRule(boundaryZones(root, { allow: exception.from })),
      },
    })),
    {
      basePath: root,
      files: browserFiles,
      ignores: TEST_FILES,
      plugins: { '@typescript-eslint': tseslint.plugin, 'import-x': importX },
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: SERVER_MODULES,
                message:
                  'Browser code never imports server-side packages; shared facts live in a browser-safe package such as @pulse/catalog.',
              },
              {
                group: ['@pulse/test-utils', '@pulse/test-utils/*'],
                message:
                  'Only tests import @pulse/test-utils (a devDependency): shipped code never bundles it.',
              },
            ],
          },
        ],
        'import-x/no-nodejs-modules': 'error',
      },
    },
  ];
}
