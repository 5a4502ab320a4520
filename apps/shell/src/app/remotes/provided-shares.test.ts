import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_OWNED } from '@pulse/mf-config';
import { remoteOnlyShares } from './provided-shares';

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

  it('lists only modules that are shared', () => {
    expect(
      Object.keys(remoteOnlyShares).filter(
        (name) => !(SHELL_OWNED as readonly string[]).includes(name),
      ),
    ).toEqual([]);
  });
});
