// A fresh state folder with no import step: the first start imports the
// bundled snapshots (the real path, on a real PGlite folder or a fresh PostgreSQL database), then
// every engine answers fully: a listed name is DECLINED, an ordinary one VERIFIED, a Tor exit of
// the bundled list is flagged, a BIN of the bundled table names its issuer. A restart imports nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_LISTS, readBundled } from '../../src/datasets/bundled.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { apiKey, call, newCaller, reportOf, type Caller } from '../helpers/clients.js';

const pg = !!process.env.TEST_DATABASE_URL;

describe('first start on a fresh state folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-fresh-'));
  let t: TestApp;
  let c: Caller;
  let imported = 0;
  beforeAll(async () => {
    t = await createTestApp({
      bundledData: true,
      ...(pg ? {} : { pgliteDataDir: join(dir, 'pglite') }),
    });
    imported = (await t.app.bundledImport) ?? 0;
    c = await newCaller(t.app, t.config.outboxDir);
    await t.app.repos.metering.grant(c.uuid, 'amlPerson', 10);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const results = async (path: string, body: object) => {
    const res = await call(t.app, 'POST', path, apiKey(c), body);
    expect(res.statusCode, res.body).toBe(200);
    return reportOf(res.json()).jsonResponse.results as {
      status: string;
      message: string;
      response: Record<string, unknown>;
      sources: Array<{ name: string; date?: string | null }>;
    };
  };

  it('imports every bundled list, and /api/health shows each with its version, count and date', async () => {
    expect(imported).toBe(BUNDLED_LISTS.length);
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
    const sdn = health.details.sanctions.find((s: { source: string }) => s.source === 'ofac-sdn');
    expect(sdn).toMatchObject({ version: 1, dataDate: '2024-05-03' });
    expect(sdn.records).toBeGreaterThan(15_000);
    const bin = health.details.datasets.find((d: { kind: string }) => d.kind === 'bin');
    expect(bin).toMatchObject({ version: 1, rows: 5805, dataDate: '2017-03-19' });
  });

  it('screens a listed name DECLINED and an ordinary name VERIFIED, naming each source with its date', async () => {
    const listed = await results('/api/amlperson', { f_name: 'Vladimir', l_name: 'Putin' });
    expect(listed.status).toBe('DECLINED');
    expect(listed.sources.find((s) => /OFAC SDN/.test(s.name))?.date).toBe('2024-05-03');
    const ordinary = await results('/api/amlperson', { f_name: 'Mary', l_name: 'Johnson' });
    expect(ordinary.status).toBe('VERIFIED');
  });

  it('flags a Tor exit of the bundled list', async () => {
    const text = readBundled('tor-exits.csv').toString('utf8');
    const ip = /\b(\d{1,3}(?:\.\d{1,3}){3})\b/.exec(text.split('\n')[1] ?? '')?.[1] as string;
    const r = await results('/api/iplookup', { ip });
    expect(r.response.tor).toBe(true);
    expect(r.status).toBe('RISKY');
    expect(r.sources.find((s) => /Tor exit/.test(s.name))?.date).toBe('2026-08-22');
  });

  it('names the issuer and country of a BIN in the bundled table (400022)', async () => {
    const r = await results('/api/binlookup', { bin: '400022' });
    expect(String(r.response.issuerName)).toMatch(/^navy federal credit union$/i);
    expect(r.response.country).toMatchObject({ alpha2: 'US' });
  });

  it.skipIf(pg)(
    'a restart on the filled folder imports nothing',
    async () => {
      await t.close();
      t = await createTestApp({ bundledData: true, pgliteDataDir: join(dir, 'pglite') });
      expect(await t.app.bundledImport).toBe(0);
    },
    120_000,
  );
});
