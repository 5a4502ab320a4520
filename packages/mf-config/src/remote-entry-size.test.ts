import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEDERATION_RUNTIME_KEY } from './federation-runtime';
import { localRemotes, repoRoot } from './shared';

/**
 * The entry of every remote stays small: it is on
 * the path of each remote's first page, and with the federation runtime its own it weighed 31 KB
 * gzip, five times over. Measured on the production build of each remote the runtime manifest
 * lists (apps/shell/public/remotes.json), gzip -9 of the entry its mf-manifest names; the figures
 * are printed.
 */
const LIMIT_KB = 12;

const remotes = localRemotes();

type Manifest = { metaData: { remoteEntry: { name: string; path: string } } & object };
const manifestOf = (name: string) =>
  JSON.parse(
    readFileSync(path.join(repoRoot, 'apps', name, 'dist', 'mf-manifest.json'), 'utf8'),
  ) as Manifest;

beforeAll(() => {
  // The builds this measures, fresh: turbo replays them from its cache when nothing changed (as
  // after `npm test`'s build), and builds them in a fresh clone.
  execFileSync(
    'pnpm',
    [
      'turbo',
      'run',
      'build',
      ...remotes.map((name) => `--filter=./apps/${name}`),
      '--output-logs=errors-only',
    ],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env } },
  );
}, 600_000);

describe('remote entries', () => {
  it('the runtime manifest lists remotes', () => {
    expect(remotes.length).toBeGreaterThan(0);
  });

  it.each(remotes)(
    `the %s entry is at most ${LIMIT_KB} KB gzip and has no runtime of its own`,
    (name) => {
      const manifest = manifestOf(name);
      const { path: dir, name: file } = manifest.metaData.remoteEntry;
      const bytes = readFileSync(path.join(repoRoot, 'apps', name, 'dist', dir, file));
      const gzip = gzipSync(bytes, { level: 9 }).length;
      console.log(
        `${name}: ${file} ${(bytes.length / 1024).toFixed(1)} KB, gzip -9 ${(gzip / 1024).toFixed(1)} KB`,
      );
      expect(manifest.metaData).toHaveProperty(FEDERATION_RUNTIME_KEY, 'external');
      expect(gzip / 1024).toBeLessThanOrEqual(LIMIT_KB);
    },
  );
});
