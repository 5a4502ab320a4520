import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { activate, publishBuild, readReleases, rollback } from './origin.mjs';

const publicUrl = 'https://cdn.example.com';
let origin;

function fakeBuild(app, version) {
  const dir = mkdtempSync(path.join(origin, `.staging-${app}-`));
  writeFileSync(path.join(dir, app === 'shell' ? 'index.html' : 'mf-manifest.json'), version);
  return dir;
}

async function release(app, version) {
  await publishBuild(origin, app, version, fakeBuild(app, version));
  return activate(origin, app, version, { publicUrl, action: 'release' });
}

const manifest = () => JSON.parse(readFileSync(path.join(origin, 'remotes.json'), 'utf8'));

beforeEach(() => {
  origin = mkdtempSync(path.join(os.tmpdir(), 'pulse-origin-'));
});

describe('release and rollback on the origin', () => {
  it('points the runtime manifest at the released version and leaves other remotes alone', async () => {
    writeFileSync(
      path.join(origin, 'remotes.json'),
      JSON.stringify({ reports: 'https://cdn.example.com/reports/1.0.0/mf-manifest.json' }),
    );
    await release('demo', '1.0.0');
    expect(manifest()).toEqual({
      reports: 'https://cdn.example.com/reports/1.0.0/mf-manifest.json',
      demo: 'https://cdn.example.com/demo/1.0.0/mf-manifest.json',
    });
  });

  it('rolls back one version per call and refuses past the first release', async () => {
    await release('demo', '1.0.0');
    await release('demo', '1.1.0');
    expect(manifest().demo).toContain('/demo/1.1.0/');
    expect(await rollback(origin, 'demo', { publicUrl })).toBe('1.0.0');
    expect(manifest().demo).toContain('/demo/1.0.0/');
    await expect(rollback(origin, 'demo', { publicUrl })).rejects.toThrow(
      'demo has no earlier release on this origin to roll back to',
    );
    const record = (await readReleases(origin)).apps.demo;
    expect(record.active).toBe('1.0.0');
    expect(record.history.map((entry) => `${entry.action} ${entry.version}`)).toEqual([
      'release 1.0.0',
      'release 1.1.0',
      'rollback 1.0.0',
    ]);
  });

  it('never overwrites a released version', async () => {
    await release('demo', '1.0.0');
    await expect(publishBuild(origin, 'demo', '1.0.0', fakeBuild('demo', 'x'))).rejects.toThrow(
      'demo 1.0.0 is already on the origin: versions are immutable',
    );
    expect(readFileSync(path.join(origin, 'demo/1.0.0/mf-manifest.json'), 'utf8')).toBe('1.0.0');
  });

  it('switches the shell by its index.html', async () => {
    await release('shell', '1.0.0');
    await release('shell', '1.0.1');
    expect(readFileSync(path.join(origin, 'index.html'), 'utf8')).toBe('1.0.1');
    await rollback(origin, 'shell', { publicUrl });
    expect(readFileSync(path.join(origin, 'index.html'), 'utf8')).toBe('1.0.0');
  });

  it('refuses unknown apps, odd versions and versions never built', async () => {
    mkdirSync(path.join(origin, 'demo'), { recursive: true });
    await expect(
      activate(origin, 'api', '1.0.0', { publicUrl, action: 'release' }),
    ).rejects.toThrow('unknown app "api"');
    await expect(
      activate(origin, 'demo', '../x', { publicUrl, action: 'release' }),
    ).rejects.toThrow('is not a version');
    await expect(
      activate(origin, 'demo', '9.9.9', { publicUrl, action: 'release' }),
    ).rejects.toThrow('demo 9.9.9 is not on the origin');
  });
});
