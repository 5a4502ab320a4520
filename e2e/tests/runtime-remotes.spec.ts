import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveStatic } from '../support/extra-servers';
import { healCases, runtimeManifestFile, runtimeRemotes } from '../support/runtime-remotes';
import { ports, REMOTE_NAMES, repoRoot } from '../support/servers';

/**
 * The browser tests take their remotes from the runtime manifest (support/runtime-remotes.ts): one
 * more remote added to a copy of it, served from a fixture folder on a port no app takes, is picked
 * up by the enumeration, the heal cases and the heal test's own list, with no test edited.
 */

const base = Number(process.env.PULSE_E2E_PORT_BASE ?? 3100);
let folder = '';
let withExtra = '';

test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'pulse-remotes-'));
  withExtra = path.join(folder, 'remotes.json');
  const manifest = JSON.parse(readFileSync(runtimeManifestFile, 'utf8')) as Record<string, string>;
  writeFileSync(
    withExtra,
    JSON.stringify({ ...manifest, extra: 'http://localhost:3016/mf-manifest.json' }),
  );
});

test.afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

test('the e2e servers serve every remote of the runtime manifest, on its port offset', () => {
  const remotes = runtimeRemotes();
  expect(REMOTE_NAMES).toEqual(remotes.map(({ name }) => name));
  for (const { name, url } of remotes) {
    expect(ports[name], name).toBe(base + Number(new URL(url).port) - 3000);
  }
});

test('one more remote in a copy of the manifest is enumerated, with a heal case of its own', async () => {
  const names = runtimeRemotes(withExtra).map(({ name }) => name);
  expect(names).toEqual([...REMOTE_NAMES, 'extra']);
  expect(runtimeRemotes(withExtra).at(-1)).toEqual({
    name: 'extra',
    url: 'http://localhost:3016/mf-manifest.json',
    offset: 16,
  });
  const cases = healCases(names);
  expect(cases).toHaveLength(names.length);
  expect(cases.at(-1)).toEqual({ remote: 'extra', first: REMOTE_NAMES.at(-1) });
  expect(cases[0]).toEqual({ remote: REMOTE_NAMES[0], first: 'extra' });

  // The fixture remote is served like the others, on base + its offset.
  const fixture = await serveStatic(
    path.join(repoRoot, 'e2e', 'fixtures', 'extra-remote'),
    base + 16,
  );
  try {
    const served = (await (await fetch(`${fixture.url}/mf-manifest.json`)).json()) as {
      name: string;
    };
    expect(served.name).toBe('extra');
  } finally {
    await fixture.stop();
  }
});

test("the heal test's list has the extra remote's cases", () => {
  const listed = execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'e2e', 'node_modules', '@playwright', 'test', 'cli.js'),
      'test',
      '--list',
      '--project=shared',
      '--no-deps',
      'tests/delivery-heal.spec.ts',
    ],
    {
      cwd: path.join(repoRoot, 'e2e'),
      env: { ...process.env, PULSE_E2E_REMOTES_MANIFEST: withExtra },
      encoding: 'utf8',
    },
  );
  for (const remote of [...REMOTE_NAMES, 'extra']) {
    expect(listed).toContain(`the ${remote} remote › Retry after a redeploy`);
    expect(listed).toContain(`the ${remote} remote › Retry after the origin hung`);
  }
});

test('a manifest that is not an object of http(s) URLs is refused', () => {
  const bad = path.join(folder, 'bad.json');
  writeFileSync(bad, JSON.stringify({ demo: 'ftp://x' }));
  expect(() => runtimeRemotes(bad)).toThrow('remote "demo" has no http(s) URL');
  writeFileSync(bad, JSON.stringify(['demo']));
  expect(() => runtimeRemotes(bad)).toThrow('is not a JSON object');
  expect(() => healCases(['demo'])).toThrow('at least two remotes');
});
