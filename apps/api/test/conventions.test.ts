// Repository-wide conventions that a reviewer would otherwise check by hand (docs/architecture.md, "Front-end layout"):
// no hand-written source file over 400 lines, no `latest` version range in any package.json, and no
// API test file that replaces a module (the files of a worker share one module graph).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../src/config.js';

const ROOT = findRepoRoot();
const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mjs)$/;

/** Folders never searched: installed packages, build output and generated code. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.turbo', '@mf-types', 'generated']);

/**
 * Generated files, named one by one (paths from the repo root). A file in a `generated` folder is
 * skipped already; packages/api-client/src/generated/schema.ts comes from the OpenAPI document.
 */
const GENERATED: string[] = [];

/**
 * Hand-written files still over the limit, each with the change that removes it. Empty keeps the
 * rule strict; add an entry only with its reason.
 */
const ALLOWED_OVER_LIMIT: Record<string, string> = {};

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.'))
        yield* files(join(dir, entry.name));
    } else yield join(dir, entry.name);
  }
}

const lineCount = (file: string): number => readFileSync(file, 'utf8').split('\n').length - 1;

describe('repository conventions', () => {
  it(`keeps every hand-written source file in apps/ and packages/ at ${MAX_LINES} lines or fewer`, () => {
    const over: string[] = [];
    for (const top of ['apps', 'packages']) {
      for (const file of files(join(ROOT, top))) {
        const path = relative(ROOT, file);
        if (!SOURCE.test(path) || path.endsWith('.d.ts') || GENERATED.includes(path)) continue;
        const lines = lineCount(file);
        if (lines > MAX_LINES && !(path in ALLOWED_OVER_LIMIT))
          over.push(`${path}: ${lines} lines`);
      }
    }
    expect(over, 'split these files by responsibility').toEqual([]);
  });

  it('pins every dependency to a range, never "latest"', () => {
    const latest: string[] = [];
    for (const top of ['.', 'apps', 'packages', 'e2e']) {
      const dirs =
        top === '.' || top === 'e2e'
          ? [join(ROOT, top)]
          : readdirSync(join(ROOT, top)).map((d) => join(ROOT, top, d));
      for (const dir of dirs) {
        let pkg: Record<string, Record<string, string> | undefined>;
        try {
          pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        } catch {
          continue;
        }
        for (const field of [
          'dependencies',
          'devDependencies',
          'peerDependencies',
          'optionalDependencies',
        ])
          for (const [name, range] of Object.entries(pkg[field] ?? {}))
            if (range === 'latest')
              latest.push(`${relative(ROOT, dir) || '.'}/package.json ${name}`);
      }
    }
    expect(latest).toEqual([]);
  });

  it('never replaces a module in an API test: the files of a worker share one module graph', () => {
    // vitest.config.ts runs files without isolation (docs/adr/0006-tests.md), so a vi.mock would
    // reach every file that runs after it in the same worker.
    const mocking = [...files(join(ROOT, 'apps/api/test'))]
      .filter((file) => file.endsWith('.ts') && file !== import.meta.filename)
      .filter((file) => /\bvi\.(?:do)?mock\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(mocking, 'give these files their own Vitest project with isolation').toEqual([]);
  });
});
