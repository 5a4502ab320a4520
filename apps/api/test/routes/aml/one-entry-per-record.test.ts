// POST /api/amlbusiness on the real OFAC SDN and consolidated lists of ../shared/data/sanctions
// (skipped with a message when absent): an entry that is on both files (same OFAC ent_num) is one
// found record, and the decision's message counts the records the list shows.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSanctions } from '../../../src/commands/sanctions-import.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { call, newCaller, reportOf, session, type Caller } from '../../helpers/clients.js';
import { sharedData } from '../../helpers/engines.js';

const shared = sharedData();
const dir = shared ? join(shared, 'sanctions/ofac') : '';
const present = !!shared && existsSync(join(dir, 'cons_prim.csv'));

interface AmlRes {
  status: string;
  message: string;
  response: { foundRecords: Array<{ name: string; source_id: string; score: number }> };
}

(present ? describe : describe.skip)(
  present
    ? 'AML: one record per list entry'
    : 'SKIPPED: ../shared/data/sanctions is absent (set PULSE_SHARED_DATA)',
  () => {
    let t: TestApp;
    let alice: Caller;

    beforeAll(async () => {
      t = await createTestApp();
      await importSanctions(t.app.services.listImports, 'ofac', dir, () => {});
      await importSanctions(t.app.services.listImports, 'ofac-consolidated', dir, () => {});
      alice = await newCaller(t.app, t.config.outboxDir);
      await t.app.repos.metering.grant(alice.uuid, 'amlBusiness', 100);
    }, 240_000);
    afterAll(async () => t.close());

    it('lists an entry on both OFAC files once and counts what it lists', async () => {
      const res = await call(t.app, 'POST', '/api/amlbusiness', session(alice), {
        company: 'Rosneft Trading S.A.',
        fuzzy_amlb: '2',
      });
      expect(res.statusCode, res.body).toBe(200);
      const r = reportOf(res.json()).jsonResponse.results as unknown as AmlRes;
      const records = r.response.foundRecords;
      expect(r.status).toBe('DECLINED');
      expect(records.filter((f) => f.name === 'ROSNEFT TRADING S.A.')).toHaveLength(1);
      const ids = records.map((f) => f.source_id);
      expect(new Set(ids).size).toBe(ids.length);
      const m = /^Sanctions match found \((\d+) records?(?:, and (\d+) more to review)?\)$/.exec(
        r.message,
      );
      expect(m, r.message).not.toBeNull();
      expect(Number(m?.[1]) + Number(m?.[2] ?? 0)).toBe(records.length);
      expect(Number(m?.[1])).toBe(records.filter((f) => f.score >= 0.85).length);
    });
  },
);
