import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PROVIDER_CODE,
  needsExternalRuntime,
  runtimeProblem,
  shellRuntime,
} from './federation-runtime.mjs';

/** A shell build folder: its manifest's `metaData` and one script of `code`. */
function shellBuild(metaData, code = 'console.log(1)') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pulse-shell-runtime-'));
  mkdirSync(path.join(dir, 'static/js'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData, shared: [] }));
  writeFileSync(path.join(dir, 'static/js/index.1234.js'), code);
  return dir;
}

const external = { metaData: { federationRuntime: 'external', pluginVersion: '2.9.2' } };

describe('what a remote needs', () => {
  it('needs the shell’s runtime only when its manifest says external', () => {
    expect(needsExternalRuntime(external)).toBe(true);
    expect(needsExternalRuntime({ metaData: { pluginVersion: '2.9.2' } })).toBe(false);
    expect(needsExternalRuntime({})).toBe(false);
  });
});

describe('what a shell provides', () => {
  it('reads the provider key of its manifest', () => {
    const dir = shellBuild({ federationRuntime: 'provider', pluginVersion: '2.9.2' });
    expect(shellRuntime(dir)).toEqual({ provides: true, how: 'manifest', runtimeVersion: '2.9.2' });
  });

  it('finds the provider’s code in a shell built before the key (1.10.x)', () => {
    const code = `t._FEDERATION_RUNTIME_CORE=r,t.${PROVIDER_CODE}={version:o,name:n}`;
    const dir = shellBuild({ pluginVersion: '2.9.2' }, code);
    expect(shellRuntime(dir)).toEqual({ provides: true, how: 'code', runtimeVersion: '2.9.2' });
  });

  it('says none for a shell with neither', () => {
    expect(shellRuntime(shellBuild({ pluginVersion: '0.8.0' }))).toMatchObject({
      provides: false,
      how: 'none',
    });
  });

  it('throws for a folder without a manifest', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pulse-shell-runtime-'));
    expect(() => shellRuntime(dir)).toThrow(/mf-manifest\.json/);
  });
});

describe('whether a shell can run a remote', () => {
  it('runs a remote with its own runtime in any shell', () => {
    const own = { metaData: { pluginVersion: '0.8.0' } };
    expect(runtimeProblem('demo', own, { provides: false }, 'the live shell 1.0.0')).toBe(
      undefined,
    );
  });

  it('refuses a remote without its own runtime in a shell that lacks one', () => {
    expect(runtimeProblem('demo', external, { provides: false }, 'the live shell 1.0.0')).toBe(
      'demo is built without its own Module Federation runtime (federationRuntime: external) and the live shell 1.0.0 does not provide one: release a shell that provides it first.',
    );
  });

  it('runs it in a shell that provides the same major, refuses another major', () => {
    const shell = (runtimeVersion) => ({ provides: true, runtimeVersion });
    expect(runtimeProblem('demo', external, shell('2.10.0'), 'this shell')).toBe(undefined);
    expect(runtimeProblem('demo', external, shell('3.0.0'), 'this shell')).toBe(
      'demo is built for Module Federation 2.x without its own runtime and this shell provides 3.0.0: release a shell of the same major first.',
    );
  });
});
