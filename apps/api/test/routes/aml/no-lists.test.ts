// POST /api/amlperson with no sanctions list imported (an ERROR answer, recorded but not charged),
// and data:sync offline (a clear error, nothing imported).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncSanctions, SyncError } from '../../../src/commands/sanctions-import.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { apiKey, call, newCaller, reportOf } from '../../helpers/clients.js';

const month = () => new Date().toISOString().slice(0, 7);

describe('AML without lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers ERROR "no sanctions list loaded", recorded but not charged', async () => {
    const c = await newCaller(t.app, t.config.outboxDir);
    const res = await call(t.app, 'POST', '/api/amlperson', apiKey(c), {
      f_name: 'Vladimir',
      l_name: 'Putin',
      fuzzy_amlp: '2',
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = reportOf(res.json()).jsonResponse.results;
    expect(r.status).toBe('ERROR');
    expect(r.message).toBe(
      'This check could not run right now, so you were not charged for it. Please try again later.',
    );
    expect(JSON.stringify(r)).not.toMatch(/import|data:|kinds/);
    expect(
      (await t.app.repos.metering.usage(c.uuid, month())).get('amlPerson')?.freeUsed ?? 0,
    ).toBe(0);
    expect(await t.app.repos.reports.total(c.uuid, {})).toBe(1);
  });

  it('data:sync fails clearly offline and imports nothing (no network: fetch is stubbed)', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'pulse-sync-'));
    try {
      const offline = (() => Promise.reject(new Error('getaddrinfo ENOTFOUND'))) as typeof fetch;
      const err = await syncSanctions(
        t.app.services.listImports,
        tmp,
        () => undefined,
        offline,
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SyncError);
      expect((err as Error).message).toMatch(
        /^Cannot download https:\/\/www\.treasury\.gov\/ofac\/downloads\/sdn\.csv .*needs internet access/,
      );
      expect(await t.app.repos.sanctions.list()).toEqual([]);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
