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
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [outDir] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: node deploy/bundle.mjs <out-dir>');
  process.exit(2);
}

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
  // Loaded only by a release's canary and compatibility check (a browser, the apps' sources), never
  // by what the images run: rollback, status and switching to a published version.
  external: ['playwright-core', 'jiti'],
  logLevel: 'warning',
});
