import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_OWNED } from '@pulse/mf-config';
import { shellOwnedShares } from './provided-shares';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('shared modules the shell provides', () => {
  // Third-party shared modules reach the build through the workspace packages; a workspace entry
  // that only remotes import (a new @pulse/ui entry) would silently be provided by a remote.
  it('references every shared workspace entry, so that its build provides them all', () => {
    const src = path.resolve(import.meta.dirname, '../..');
    const code = sourceFiles(src)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const missing = SHELL_OWNED.filter(
      (name) =>
        name.startsWith('@pulse/') &&
        !code.includes(`from '${name}'`) &&
        !code.includes(`import('${name}')`),
    );
    expect(missing).toEqual([]);
  });

  // A remote registered anew (Retry after a redeploy) finds a provider only for the modules the
  // shell has loaded into its share scope: every shell-owned one, not only those its pages import.
  it('loads every shell-owned module, and only those, before a remote registers', () => {
    expect(Object.keys(shellOwnedShares).sort()).toEqual([...SHELL_OWNED].sort());
  });
});
