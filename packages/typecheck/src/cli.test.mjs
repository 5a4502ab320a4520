import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./cli.mjs', import.meta.url));
const fixture = (name) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** Runs `pulse-typecheck` in `cwd`; returns its exit status and output. */
function typecheck(cwd) {
  const run = spawnSync(process.execPath, [cli], { cwd, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('pulse-typecheck', () => {
  it('passes a package that type-checks, with TypeScript 7', () => {
    const { status, output } = typecheck(fixture('sound'));
    expect(output).toBe('');
    expect(status).toBe(0);
    const version = spawnSync(process.execPath, [cli, '--version'], { encoding: 'utf8' });
    expect(version.stdout).toMatch(/^Version 7\./);
  });

  it('refuses a wrong argument type and an unchecked index under the base config', () => {
    const { status, output } = typecheck(fixture('unsound'));
    expect(status).not.toBe(0);
    expect(output).toContain(`index.ts(6,37): error TS2345`);
    expect(output).toContain(`index.ts(9,14): error TS2322`);
    expect(output.match(/error TS\d+/g)).toHaveLength(2);
  });
});
