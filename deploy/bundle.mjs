#!/usr/bin/env node
/**
 * Bundles the programs the web images run, each with its dependencies, into one file apiece, so a
 * final image stage copies a few megabytes instead of the workspace's node_modules
 * (docs/delivery.md, "Deployable artifacts"):
 *
 *   node deploy/bundle.mjs <out-dir>
 *
 * <out-dir>/serve-static.mjs     scripts/serve-static.mjs (fastify, @fastify/*, helmet)
 * <out-dir>/release.mjs          scripts/release.mjs (@pulse/release, semver)
 * <out-dir>/origin-release.mjs   deploy/origin-release.mjs (the compose `release` service)
 *
 * <out-dir>/node_modules/playwright-core   the canary's browser driver, which does not bundle
 *                                          (it loads its own files at run time); it has no
 *                                          dependencies, so a copy of its folder runs as is
 *
 * The release bundles carry the shell's compatibility rule compiled from its sources (see
 * `compatRuleFromSources`): the image has no sources for @pulse/release to read it from.
 */
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [outDir] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: node deploy/bundle.mjs <out-dir>');
  process.exit(2);
}

/**
 * Replaces @pulse/release's compat-rule.mjs, which reads the shell's rule from its TypeScript
 * sources at run time (jiti), with a module that imports the same sources, so esbuild compiles the
 * rule into the bundle: the compatibility gate of a release from the image is the shell's own code.
 */
const compatRuleFromSources = {
  name: 'compat-rule-from-sources',
  setup(bundler) {
    bundler.onResolve({ filter: /^\.\/compat-rule\.mjs$/ }, (args) =>
      args.importer.startsWith(path.join(root, 'packages/release/src/'))
        ? { path: 'compat-rule', namespace: 'pulse-compat-rule' }
        : undefined,
    );
    bundler.onLoad({ filter: /.*/, namespace: 'pulse-compat-rule' }, () => ({
      resolveDir: root,
      loader: 'js',
      contents: [
        "import { SHELL_OWNED } from './packages/mf-config/src/shared.ts';",
        "import { incompatibilities, describeIncompatibility } from './packages/mf-config/src/compat.ts';",
        'export async function compatRule() {',
        '  return { SHELL_OWNED, incompatibilities, describeIncompatibility };',
        '}',
      ].join('\n'),
    }));
  },
};

await build({
  entryPoints: {
    'serve-static': path.join(root, 'scripts/serve-static.mjs'),
    release: path.join(root, 'scripts/release.mjs'),
    'origin-release': path.join(root, 'deploy/origin-release.mjs'),
  },
  outExtension: { '.js': '.mjs' },
  absWorkingDir: root,
  outdir: path.resolve(outDir),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  // The bundled CommonJS packages (fastify's) call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as pulseRequire } from 'node:module'; const require = pulseRequire(import.meta.url);",
  },
  plugins: [compatRuleFromSources],
  // Loaded only by a release's canary (a browser), never by rollback or status: copied below.
  external: ['playwright-core'],
  logLevel: 'warning',
});

// The version @pulse/release depends on, resolved as that package resolves it.
const releasePackage = createRequire(path.join(root, 'packages/release/package.json'));
const driver = path.dirname(releasePackage.resolve('playwright-core/package.json'));
const driverCopy = path.resolve(outDir, 'node_modules', 'playwright-core');
rmSync(driverCopy, { recursive: true, force: true });
cpSync(driver, driverCopy, { recursive: true, dereference: true });
