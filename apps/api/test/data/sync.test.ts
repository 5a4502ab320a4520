// data:sync's integrity guards on fixture files in the EU (FSF XML) and UK (OFSI ConList.csv)
// formats, served by a stubbed fetch (no network): a good file is imported and what changed is
// logged; a file that fails to parse, or shrinks a list beyond the allowed share, is refused and the
// previous list kept. DATA_SYNC_INTERVAL: off by default, daily when set.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICIAL_FILES, syncSanctions } from '../../src/commands/sanctions-import.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

const FIXTURES = new URL('../../../../packages/engines/src/aml/fixtures/', import.meta.url);
const eu = readFileSync(new URL('eu-fsf-sample.xml', FIXTURES), 'utf8');
const uk = readFileSync(new URL('uk-conlist-sample.csv', FIXTURES), 'utf8');
/** The UK fixture without its second target (1 of 2 records left: a 50 % shrink). */
const ukShrunk = uk
  .split('\n')
  .filter((l) => !l.includes(',16020'))
  .join('\n');

const serve = (files: { eu: string; uk: string }) =>
  (async (url: string | URL | Request) => {
    const u = String(url);
    if (u === OFFICIAL_FILES.eu[0]) return new Response(files.eu);
    if (u === OFFICIAL_FILES.uk[0]) return new Response(files.uk);
    return new Response('not found', { status: 404 });
  }) as typeof fetch;

describe('data:sync guards', () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'pulse-sync-'));
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const counts = async () =>
    Object.fromEntries(
      (await t.app.repos.sanctions.list()).map((l) => [l.source, [l.records, l.version]]),
    );

  it('imports good EU and UK files and logs what changed', async () => {
    const lines: string[] = [];
    const out = await syncSanctions(t.app.services.listImports, dir, (l) => lines.push(l), {
      fetchImpl: serve({ eu, uk }),
      kinds: ['eu', 'uk'],
    });
    expect(out.map((o) => ('refused' in o ? 'refused' : 'imported'))).toEqual([
      'imported',
      'imported',
    ]);
    expect(lines).toContain('eu: 0 -> 2 records (+2 added, -0 removed), version 1');
    expect(lines).toContain('uk: 0 -> 2 records (+2 added, -0 removed), version 1');
    expect(await counts()).toEqual({ eu: [2, 1], uk: [2, 1] });
  });

  it('refuses a file that does not parse and one that shrinks a list too much; keeps both lists', async () => {
    const lines: string[] = [];
    const out = await syncSanctions(t.app.services.listImports, dir, (l) => lines.push(l), {
      fetchImpl: serve({ eu: '<export><sanctionEntity>', uk: ukShrunk }),
      kinds: ['eu', 'uk'],
      maxShrinkPercent: 20,
    });
    expect(out[0]).toMatchObject({
      kind: 'eu',
      refused: expect.stringMatching(/^the file does not parse/),
    });
    expect(out[1]).toEqual({
      kind: 'uk',
      refused: 'it would shrink the list from 2 to 1 records (more than the 20% allowed)',
    });
    expect(lines.filter((l) => l.startsWith('refused'))).toHaveLength(2);
    expect(await counts()).toEqual({ eu: [2, 1], uk: [2, 1] });
  });

  it('accepts the same shrink when the allowed share is larger', async () => {
    const lines: string[] = [];
    await syncSanctions(t.app.services.listImports, dir, (l) => lines.push(l), {
      fetchImpl: serve({ eu, uk: ukShrunk }),
      kinds: ['uk'],
      maxShrinkPercent: 60,
    });
    expect(lines).toContain('uk: 2 -> 1 records (+0 added, -1 removed), version 2');
  });
});

describe('DATA_SYNC_INTERVAL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-cfg-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cfg = (v?: string) => loadConfig({ PULSE_STATE_DIR: dir, DATA_SYNC_INTERVAL: v });
  it('is off by default, daily when set, or a number of milliseconds', () => {
    expect(cfg().dataSyncIntervalMs).toBe(0);
    expect(cfg('daily').dataSyncIntervalMs).toBe(86_400_000);
    expect(cfg('3600000').dataSyncIntervalMs).toBe(3_600_000);
    expect(() => cfg('sometimes')).toThrow(ConfigError);
  });
});
