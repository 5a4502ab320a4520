// POST /api/amlperson, /api/amlbusiness and /api/fraud-engine over HTTP on the real OFAC SDN, UN and
// OpenSanctions (US Congress PEP) lists of ../shared/data/sanctions, imported once per file through
// the import service (skipped with a message when absent): typed variants found, ordinary names
// clear, PEP RISKY, DOB evidence, malformed import refused, re-import picked up, metering; the fraud
// engine's flags, combined-form rules, skipping, combined decision and report.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImportError } from '@pulse/engines/aml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSanctions } from '../../../src/commands/sanctions-import.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import {
  apiKey,
  call,
  must,
  newCaller,
  reportOf,
  session,
  type Caller,
} from '../../helpers/clients.js';
import { sharedData } from '../../helpers/engines.js';

const shared = sharedData();
const dir = shared ? join(shared, 'sanctions') : '';
const present = !!shared && existsSync(join(dir, 'ofac/sdn.csv'));
const month = () => new Date().toISOString().slice(0, 7);

interface Found {
  name: string;
  source_id: string;
  source_type: string;
  score: number;
  matched_name: string;
  evidence: { date_of_birth: string; gender: string };
}
interface AmlRes {
  status: string;
  message: string;
  response: { foundRecords: Found[] };
  reasons: string[];
  sources: Array<{ name: string }>;
}

(present ? describe : describe.skip)(
  present
    ? 'AML on the real lists'
    : 'SKIPPED: ../shared/data/sanctions is absent (set PULSE_SHARED_DATA)',
  () => {
    let t: TestApp;
    let alice: Caller;
    let ent: Caller;
    const tmp = mkdtempSync(join(tmpdir(), 'pulse-aml-'));
    const log: string[] = [];

    beforeAll(async () => {
      t = await createTestApp();
      const s = t.app.services.listImports;
      await importSanctions(s, 'ofac', join(dir, 'ofac'), (l) => log.push(l));
      await importSanctions(s, 'un', join(dir, 'un/UN_consolidated.xml'), (l) => log.push(l));
      await importSanctions(
        s,
        'opensanctions',
        join(dir, 'opensanctions/us_congress_senzing.json'),
      );
      alice = await newCaller(t.app, t.config.outboxDir);
      ent = await newCaller(t.app, t.config.outboxDir);
      await t.app.repos.clients.setService(ent.email, 'fraudEngine', true);
      await t.app.repos.metering.grant(alice.uuid, 'amlPerson', 1000);
      await t.app.repos.metering.grant(alice.uuid, 'amlBusiness', 1000);
      await t.app.repos.metering.grant(ent.uuid, 'fraudEngine', 100);
    }, 120_000);
    afterAll(async () => {
      await t.close();
      rmSync(tmp, { recursive: true, force: true });
    });

    const person = async (body: Record<string, unknown>, who: Caller = alice) => {
      const res = await call(t.app, 'POST', '/api/amlperson', apiKey(who), body);
      expect(res.statusCode, res.body).toBe(200);
      expect(Object.keys(res.json() as object)).toEqual(['individualAMLPulse']);
      return reportOf(res.json()).jsonResponse.results as unknown as AmlRes;
    };
    const business = async (company: string, fuzzy_amlb = '2') => {
      const res = await call(t.app, 'POST', '/api/amlbusiness', session(alice), {
        company,
        fuzzy_amlb,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(Object.keys(res.json() as object)).toEqual(['businessAMLPulse']);
      return reportOf(res.json()).jsonResponse.results as unknown as AmlRes;
    };
    const ids = (r: AmlRes) => r.response.foundRecords.map((f) => f.source_id);

    it('imported the lists with progress output', async () => {
      expect(log.some((l) => /\(100%\)/.test(l))).toBe(true);
      const lists = await t.app.repos.sanctions.list();
      expect(lists.map((l) => l.source).sort()).toEqual(['ofac-sdn', 'opensanctions', 'un']);
      expect(lists.find((l) => l.source === 'un')?.records).toBe(1003);
    });

    it('finds a listed person in exact mode, in swapped order', async () => {
      const r = await person({
        f_name: 'Putin',
        l_name: 'Vladimir Vladimirovich',
        fuzzy_amlp: '1',
      });
      expect(r.status).toBe('DECLINED');
      expect(r.response.foundRecords[0]).toMatchObject({
        source_id: '35096',
        source_type: 'sanction',
        name: 'PUTIN, Vladimir Vladimirovich',
      });
      expect(r.sources.map((s) => s.name)).toContain('OFAC SDN List');
    });

    it('finds typed variants in fuzzy mode: swapped, missing diacritics, typo, alias', async () => {
      const cases: Array<[string, string, string, string]> = [
        ['Putin', 'Vladimir', '2', '35096'], // swapped
        ['Vladímir', 'Pútin', '2', '35096'], // diacritics added / missing
        ['Nicolas', 'Maduro', '2', '22790'], // "Nicolás" without the accent
        ['Vladimir', 'Puttin', '2', '35096'], // one typo
        ['Chapo', 'Guzman', '2', '6861'], // alias of GUZMAN LOERA, Joaquin
        ['Erik', 'Badege', '2', 'CDi.001'], // UN list, typo
      ];
      for (const [f, l, m, id] of cases) {
        const r = await person({ f_name: f, l_name: l, fuzzy_amlp: m });
        expect(r.status, `${f} ${l}`).toBe('DECLINED');
        expect(ids(r), `${f} ${l}`).toContain(id);
      }
    });

    it('a DOB mismatch lowers the score: weak match → SUSPICIOUS', async () => {
      const base = await person({ f_name: 'Joaquin', l_name: 'Guzman Loera', fuzzy_amlp: '1' });
      expect(base.status).toBe('DECLINED');
      const same = await person({
        f_name: 'Joaquin',
        l_name: 'Guzman Loera',
        dob: '1970-01-01',
        fuzzy_amlp: '1',
      });
      expect(same.status).toBe('SUSPICIOUS');
      const rec = must(
        same.response.foundRecords.find((f) => f.source_id === '6861'),
        'record',
      );
      expect(rec.score).toBeLessThan(must(base.response.foundRecords[0], 'base').score);
      expect(rec.evidence.date_of_birth).toBe('mismatch');
    });

    it('ordinary names and company names stay VERIFIED', async () => {
      for (const [f, l] of [
        ['John', 'Smith'],
        ['Mary', 'Johnson'],
        ['Emma', 'Wilson'],
      ] as const)
        expect((await person({ f_name: f, l_name: l, fuzzy_amlp: '2' })).status, `${f} ${l}`).toBe(
          'VERIFIED',
        );
      for (const c of ['Acme Trading LLC', 'Global Corp'])
        for (const m of ['1', '2']) expect((await business(c, m)).status, c).toBe('VERIFIED');
    });

    it('finds a listed company', async () => {
      const r = await business('National Bank of Cuba');
      expect(r.status).toBe('DECLINED');
      expect(r.response.foundRecords[0]).toMatchObject({
        source_id: '306',
        source_type: 'sanction',
      });
    });

    it('screens the PEP sample as RISKY', async () => {
      const r = await person({ f_name: 'Jennifer', l_name: 'McClellan', fuzzy_amlp: '2' });
      expect(r.status).toBe('RISKY');
      expect(r.response.foundRecords[0]).toMatchObject({ source_type: 'pep' });
    });

    it('validates with the spec §5 texts', async () => {
      const msg = async (url: string, body: unknown) => {
        const res = await call(t.app, 'POST', url, apiKey(alice), body);
        expect(res.statusCode).toBe(400);
        return (res.json() as { error: string }).error;
      };
      expect(await msg('/api/amlperson', { l_name: 'Putin' })).toBe('First Name is required');
      expect(await msg('/api/amlperson', { f_name: 'Vladimir', l_name: ' ' })).toBe(
        'Last Name is required',
      );
      expect(await msg('/api/amlbusiness', { company: '' })).toBe('Company Name is required');
      expect(await msg('/api/amlperson', { f_name: 'A', l_name: 'B', dob: '07/10/1952' })).toBe(
        'Date of Birth must be YYYY-MM-DD',
      );
      // Written right but no day of the calendar: the date picker's text (spec §5 "Date picker").
      for (const dob of ['1980-13-45', '1990-02-30', '2023-02-29'])
        expect(await msg('/api/amlperson', { f_name: 'A', l_name: 'B', dob })).toBe(
          'Date input not valid.',
        );
    });

    it('meters one call per AML lookup', async () => {
      const c = await newCaller(t.app, t.config.outboxDir);
      await person({ f_name: 'Vladimir', l_name: 'Putin' }, c);
      await person({ f_name: 'John', l_name: 'Smith' }, c);
      const res = await call(t.app, 'POST', '/api/amlbusiness', apiKey(c), {
        company: 'Global Corp',
      });
      expect(res.statusCode).toBe(200);
      const usage = await t.app.repos.metering.usage(c.uuid, month());
      expect(usage.get('amlPerson')?.freeUsed).toBe(2);
      expect(usage.get('amlBusiness')?.freeUsed).toBe(1);
      expect(await t.app.repos.reports.total(c.uuid, {})).toBe(3);
    });

    it('refuses a malformed list and keeps the previous lists answering', async () => {
      const xml = readFileSync(join(dir, 'un/UN_consolidated.xml'), 'utf8');
      const cut = join(tmp, 'cut.xml');
      writeFileSync(cut, xml.slice(0, Math.floor(xml.length / 2)));
      await expect(importSanctions(t.app.services.listImports, 'un', cut)).rejects.toBeInstanceOf(
        ImportError,
      );
      const broken = join(tmp, 'ofac-broken');
      (await import('node:fs')).mkdirSync(broken);
      writeFileSync(join(broken, 'sdn.csv'), '36,"AEROCARIBBEAN AIRLINES",-0- \n"unterminated,\n');
      await expect(importSanctions(t.app.services.listImports, 'ofac', broken)).rejects.toThrow();
      expect((await t.app.repos.sanctions.list()).find((l) => l.source === 'un')?.version).toBe(1);
      await t.app.engines.refresh();
      expect(ids(await person({ f_name: 'Eric', l_name: 'Badege', fuzzy_amlp: '1' }))).toEqual(
        expect.arrayContaining(['CDi.001', '15718']),
      );
    });

    it('a running app picks up a re-import without restarting', async () => {
      const before = await person({ f_name: 'Zebulon', l_name: 'Quixotewright', fuzzy_amlp: '2' });
      expect(before.status).toBe('VERIFIED');
      const file = join(tmp, 'pep.json');
      const extra = {
        DATA_SOURCE: 'OS_US_CONGRESS',
        RECORD_ID: 'NK-test-zebulon',
        RECORD_TYPE: 'PERSON',
        NAMES: [{ NAME_TYPE: 'PRIMARY', NAME_FULL: 'Zebulon Quixotewright' }],
        RISKS: [{ TOPIC: 'role.pep' }],
      };
      writeFileSync(
        file,
        readFileSync(join(dir, 'opensanctions/us_congress_senzing.json'), 'utf8').trimEnd() +
          '\n' +
          JSON.stringify(extra) +
          '\n',
      );
      const info = await importSanctions(t.app.services.listImports, 'opensanctions', file);
      expect(info.version).toBe(2);
      await t.app.engines.refresh(); // what the DATASET_POLL_MS poll does
      const after = await person({ f_name: 'Zebulon', l_name: 'Quixotewright', fuzzy_amlp: '2' });
      expect(after.status).toBe('RISKY');
      // The other sources are unchanged.
      expect((await person({ f_name: 'Vladimir', l_name: 'Putin' })).status).toBe('DECLINED');
    });

    describe('fraud engine', () => {
      const fe = (body: unknown, who: Caller = ent) =>
        call(t.app, 'POST', '/api/fraud-engine', apiKey(who), body);

      it('is refused with 403 when the client has no fraudEngine', async () => {
        const res = await fe({ f_name: 'John', l_name: 'Smith' }, alice);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'SERVICE_DISABLED' });
      });

      it('checks the spec §5 combined-form rules', async () => {
        const cases: Array<[Record<string, unknown>, string]> = [
          [{}, 'At least one field must be filled out'],
          [{ f_name: ' ', email: '' }, 'At least one field must be filled out'],
          [
            { gender: 'male' },
            'First Name or Last Name is required when Gender or DOB is selected',
          ],
          [
            { dob: '1970-01-01' },
            'First Name or Last Name is required when Gender or DOB is selected',
          ],
          [{ f_name: 'John' }, 'Both First Name and Last Name are required'],
          [{ l_name: 'Smith', gender: 'male' }, 'Both First Name and Last Name are required'],
          [{ country: 'US' }, 'Address is required when only Country is selected'],
          [{ email: 'not-an-email' }, 'Invalid email format'],
        ];
        for (const [body, message] of cases) {
          const res = await fe(body);
          expect(res.statusCode, JSON.stringify(body)).toBe(400);
          expect((res.json() as { error: string }).error, JSON.stringify(body)).toBe(message);
        }
      });

      it('refuses a field whose sub-service is off, naming it', async () => {
        const other = await newCaller(t.app, t.config.outboxDir);
        await t.app.repos.clients.setService(other.email, 'fraudEngine', true);
        await t.app.repos.clients.setService(other.email, 'emailLookup', false);
        await t.app.repos.metering.grant(other.uuid, 'fraudEngine', 10);
        const res = await fe({ email: 'olivia@acme-corp.com', phone: '+14155552671' }, other);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'SUB_SERVICE_DISABLED' });
        expect((res.json() as { error: string }).error).toMatch(
          /^Email: Email Lookup is not enabled/,
        );
        // Without the field, the rest runs.
        const ok = await fe({ phone: '+14155552671' }, other);
        expect(ok.statusCode, ok.body).toBe(200);
      });

      it('runs the sub-services with input, skips the others, and keeps every sub-result in the report', async () => {
        const before = await t.app.repos.metering.usage(ent.uuid, month());
        const res = await fe({ f_name: 'Vladimir', l_name: 'Putin', phone: '+14155552671' });
        expect(res.statusCode, res.body).toBe(200);
        const json = res.json() as Record<string, unknown>;
        expect(Object.keys(json)).toEqual(['fraudEngine']);
        const rep = reportOf(json);
        const r = rep.jsonResponse.results;
        const resp = r.response as Record<string, { status: string } | null | number>;
        expect(r.status).toBe('DECLINED');
        expect(resp.riskScore).toBe(100);
        expect((resp.individualAMLPulse as { status: string }).status).toBe('DECLINED');
        expect((resp.phonePulse as { status: string }).status).toBe('VERIFIED');
        for (const k of ['businessAMLPulse', 'emailPulse', 'ipPulse', 'binPulse', 'addressPulse'])
          expect(resp[k], k).toBeNull();
        expect(r.reasons[0]).toMatch(/^Decided by Individual AML Screening DECLINED/);
        // The report holds the whole combined result, every sub-result included.
        const got = await call(t.app, 'GET', `/api/report/${rep.referenceID}`, apiKey(ent));
        expect(got.statusCode).toBe(200);
        const stored = got.json() as {
          apiService: string;
          report: {
            jsonResponse: { results: { status: string; response: Record<string, unknown> } };
          };
        };
        expect(stored.apiService).toBe('fraudEngine');
        expect(stored.report.jsonResponse.results.status).toBe('DECLINED');
        expect(Object.keys(stored.report.jsonResponse.results.response).sort()).toEqual(
          [
            'addressPulse',
            'binPulse',
            'businessAMLPulse',
            'emailPulse',
            'individualAMLPulse',
            'ipPulse',
            'phonePulse',
            'riskScore',
          ].sort(),
        );
        expect(
          (
            stored.report.jsonResponse.results.response.individualAMLPulse as {
              response: { foundRecords: unknown[] };
            }
          ).response.foundRecords.length,
        ).toBeGreaterThan(0);
        // ONE fraudEngine call; the sub-services are not charged.
        const after = await t.app.repos.metering.usage(ent.uuid, month());
        expect(after.get('fraudEngine')?.paidUsed).toBe(
          (before.get('fraudEngine')?.paidUsed ?? 0) + 1,
        );
        expect(after.get('phoneLookup')?.freeUsed ?? 0).toBe(
          before.get('phoneLookup')?.freeUsed ?? 0,
        );
        expect(after.get('amlPerson')?.freeUsed ?? 0).toBe(before.get('amlPerson')?.freeUsed ?? 0);
      });

      it('combines by precedence with a weighted risk score', async () => {
        const res = await fe({
          email: 'abc@mailinator.com', // disposable → RISKY
          phone: '+14155552671', // VERIFIED
          company: 'Global Corp', // VERIFIED
        });
        expect(res.statusCode, res.body).toBe(200);
        const r = reportOf(res.json()).jsonResponse.results;
        const resp = r.response as Record<string, { status: string } | null | number>;
        expect((resp.emailPulse as { status: string }).status).toBe('RISKY');
        expect(r.status).toBe('RISKY');
        expect(resp.riskScore).toBe(49); // 0.7 × 70
        expect(r.reasons[0]).toMatch(/^Decided by Email Lookup RISKY/);
        const clear = await fe({ f_name: 'John', l_name: 'Smith', company: 'Acme Trading LLC' });
        const c = reportOf(clear.json()).jsonResponse.results;
        expect(c.status).toBe('VERIFIED');
        expect((c.response as { riskScore: number }).riskScore).toBe(0);
      });
    });
  },
);
