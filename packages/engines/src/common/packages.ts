import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SourceInfo } from './result.js';

/** CommonJS `require` for JSON data packages and resolving data-file paths inside packages. */
export const require = createRequire(import.meta.url);

const versions = new Map<string, string | null>();
const dirs = new Map<string, string>();

/** Directory of an installed package (resolved from this package's dependencies). */
export function packageDir(name: string): string {
  let dir = dirs.get(name);
  if (dir) return dir;
  try {
    dir = dirname(require.resolve(`${name}/package.json`));
  } catch {
    // The package's "exports" hide package.json: walk up from its main entry.
    dir = dirname(require.resolve(name));
    while (!isPackageRoot(dir, name)) {
      const up = dirname(dir);
      if (up === dir) throw new Error(`cannot locate package ${name}`);
      dir = up;
    }
  }
  dirs.set(name, dir);
  return dir;
}

function isPackageRoot(dir: string, name: string): boolean {
  try {
    return (
      (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name ===
      name
    );
  } catch {
    return false;
  }
}

/** Absolute path of a file shipped inside an installed package. */
export function packageFile(name: string, file: string): string {
  return join(packageDir(name), file);
}

/** Installed version of a package, or null when it cannot be read. */
export function packageVersion(name: string): string | null {
  if (!versions.has(name)) {
    try {
      const pkg = JSON.parse(readFileSync(packageFile(name, 'package.json'), 'utf8')) as {
        version?: string;
      };
      versions.set(name, pkg.version ?? null);
    } catch {
      versions.set(name, null);
    }
  }
  return versions.get(name) ?? null;
}

/** A {@link SourceInfo} for an npm package, with its installed version. */
export function packageSource(name: string, licence: string): SourceInfo {
  return { name, version: packageVersion(name), licence };
}
