/**
 * Tests on the real OFAC, UN and OpenSanctions files in ../shared/data/sanctions (beside the repository; set
 * PULSE_SANCTIONS_DATA to use another folder). Skipped, with a message, when the files are absent.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildQualitySet, ListedCheck, measureQuality } from '../../bench/aml-quality.js';
import {
  AmlIndex,
  AmlIndexHolder,
  ImportError,
  loadOfacDir,
  loadOpenSanctionsFile,
  loadUnFile,
  MATCH_THRESHOLD,
  screenBusinessResult,
  screenPersonResult,
  type AmlMatch,
  type ImportResult,
} from './index.js';

const dataDir = resolve(
  process.env.PULSE_SANCTIONS_DATA ??
    fileURLToPath(new URL('../../../../../shared/data/sanctions', import.meta.url)),
);
const present =
  existsSync(join(dataDir, 'ofac/sdn.csv')) && existsSync(join(dataDir, 'un/UN_consolidated.xml'));
if (!present)
  console.warn(
    `AML list tests skipped: no sanctions data at ${dataDir} (set PULSE_SANCTIONS_DATA)`,
  );

describe.skipIf(!present)('AML on the real lists', () => {
  let sdn: ImportResult;
  let cons: ImportResult;
  let un: ImportResult;
  let pep: ImportResult;
  let index: AmlIndex;
  let sdnMs = 0;

  beforeAll(async () => {
    const t = performance.now();
    sdn = await loadOfacDir(join(dataDir, 'ofac'), 'sdn');
    sdnMs = performance.now() - t;
    cons = await loadOfacDir(join(dataDir, 'ofac'), 'consolidated');
    un = await loadUnFile(join(dataDir, 'un/UN_consolidated.xml'));
    pep = await loadOpenSanctionsFile(join(dataDir, 'opensanctions/us_congress_senzing.json'));
    index = AmlIndex.build([sdn, cons, un, pep]);
  }, 60_000);

  const top = (ms: AmlMatch[]): AmlMatch | undefined => ms[0];
  const person = (firstName: string, lastName: string, mode: '1' | '2' = '2', dob?: string) =>
    index.screenPerson({ firstName, lastName, mode, dob: dob ?? null });
  const business = (company: string, mode: '1' | '2' = '2') =>
    index.screenBusiness({ company, mode });

  it('parses the full files with their quirks', () => {
    expect(sdn.stats.rows['sdn.csv']).toBe(14965);
    expect(sdn.stats.rows['alt.csv']).toBe(20107);
    expect(sdn.stats.rows['add.csv']).toBe(24244);
    expect(sdn.stats.rows['sdn_comments.csv']).toBe(28);
    // 1,567 entities appear only in alt.csv (kept, named by their first alias); 4,253 − 1,567 only in add/comments.
    expect(sdn.stats.orphansKept).toBe(1567);
    expect(sdn.records.filter((r) => !r.entityTypeInferred)).toHaveLength(14965);
    const count = (t: string) =>
      sdn.records.filter((r) => !r.entityTypeInferred && r.entityType === t).length;
    expect(count('individual')).toBe(6854);
    expect(count('vessel')).toBe(851);
    expect(count('aircraft')).toBe(376);
    expect(cons.stats.rows['cons_prim.csv']).toBe(442);
    expect(un.stats.rows).toEqual({ INDIVIDUAL: 730, ENTITY: 273 });
    expect(un.info.version).toBe('2026-02-27T00:00:09.554Z');
    expect(pep.records).toHaveLength(1317);
    expect(pep.records.every((r) => r.isPep && !r.isSanctioned)).toBe(true);
    expect(sdnMs).toBeLessThan(10_000);
    const putin = sdn.records.find((r) => r.sourceId === '35096');
    expect(putin).toMatchObject({
      name: 'PUTIN, Vladimir Vladimirovich',
      gender: 'male',
      nationalities: ['Russia'],
    });
    expect(putin?.datesOfBirth[0]).toMatchObject({ year: 1952, month: 10, day: 7 });
    expect(putin?.placesOfBirth).toEqual(['Leningrad, Russia']);
  });

  it('finds listed persons in exact mode from typed variants', () => {
    expect(top(person('Vladimir Vladimirovich', 'Putin', '1'))?.record.sourceId).toBe('35096');
    expect(top(person('Putin', 'Vladimir Vladimirovich', '1'))?.record.sourceId).toBe('35096'); // swapped
    expect(top(person('Nicolás', 'Maduro Moros', '1'))?.record.sourceId).toBe('22790'); // diacritics
    const alias = top(person('Chapo', 'Guzman', '1')); // alias "GUZMAN, Chapo" of GUZMAN LOERA, Joaquin
    expect(alias).toMatchObject({ matchedAlias: true, score: 1 });
    expect(alias?.record.name).toBe('GUZMAN LOERA, Joaquin');
    const badege = person('Badege', 'Eric', '1').map((m) => m.record.id);
    expect(badege).toEqual(expect.arrayContaining(['un:CDi.001', 'ofac-sdn:15718'])); // on both lists
    expect(top(person('Vladimir', 'Putin', '1'))).toMatchObject({
      matchedName: 'PUTIN, Vladimir',
      matchedAlias: true,
    });
    // Exact mode compares whole token sets: a surname left out is not an exact match.
    expect(person('Nicolas', 'Maduro', '1').map((m) => m.record.sourceId)).not.toContain('22790');
  });

  it('finds listed persons in fuzzy mode from typed variants', () => {
    const cases: [string, string, string][] = [
      ['Vladimir', 'Putin', '35096'], // patronymic left out
      ['Putin', 'Vladimir', '35096'], // swapped
      ['Vladímir', 'Pútin', '35096'], // accents
      ['Vladimir', 'Puttin', '35096'], // typo
      ['Владимир', 'Путин', '35096'], // Cyrillic
      ['Joaquin', 'Guzman Loera', '6861'],
      ['Joaquin', 'Guzmán Lorea', '6861'], // accent + swapped letters
      ['Nicolas', 'Maduro', '22790'],
      ['Erik', 'Badege', 'CDi.001'],
    ];
    for (const [f, l, id] of cases) {
      const m = person(f, l).find((x) => x.record.sourceId === id);
      expect(m, `${f} ${l}`).toBeDefined();
      expect(m?.score, `${f} ${l}`).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    }
    expect(
      screenPersonResult(index, { firstName: 'Vladimir', lastName: 'Putin', mode: '2' }).status,
    ).toBe('DECLINED');
  });

  it('uses date of birth and gender as evidence', () => {
    // A typo keeps the name score below 1, so a raise shows.
    const score = (dob?: string, gender?: string) =>
      index
        .screenPerson({
          firstName: 'Vladimir',
          lastName: 'Puttin',
          dob: dob ?? null,
          gender: gender ?? null,
        })
        .find((m) => m.record.sourceId === '35096');
    const none = score();
    const same = score('1952-10-07');
    const other = score('1980-03-15');
    expect(same?.score).toBeGreaterThan(none?.score ?? 1);
    expect(same?.dob).toBe('match');
    expect(other?.dob).toBe('mismatch');
    expect(other?.score ?? 0).toBeLessThan(none?.score ?? 0);
    expect(other?.score ?? 0).toBeLessThan(MATCH_THRESHOLD);
    expect(score(undefined, 'female')?.score ?? 0).toBeLessThan(none?.score ?? 0);
    const exactOther = index.screenPerson({
      firstName: 'Joaquin',
      lastName: 'Guzman Loera',
      dob: '1970-01-01',
      mode: '1',
    })[0];
    expect(exactOther).toMatchObject({ score: 0.8, dob: 'mismatch', strength: 'weak' });
  });

  it('finds listed organisations from typed variants', () => {
    expect(top(business('Banco Nacional de Cuba', '1'))?.record.sourceId).toBe('306');
    expect(top(business('National Bank of Cuba', '1'))).toMatchObject({ matchedAlias: true });
    expect(top(business('Cuba Banco Nacional de', '1'))?.record.sourceId).toBe('306'); // order
    expect(top(business('Banco Nacional de Cuba S.A.', '1'))?.record.sourceId).toBe('306'); // legal form
    expect(top(business('Rana Intelligence Computing Co.', '1'))?.record.sourceId).toBe('29848');
    for (const q of [
      'Banco Nacional de Cubba',
      'Nacional Banco de Cuba SA',
      'Rana Inteligence Computing Company',
    ]) {
      expect(top(business(q))?.score ?? 0, q).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    }
    const res = screenBusinessResult(index, { company: 'National Bank of Cuba', mode: '2' });
    expect(res.status).toBe('DECLINED');
    const rec = res.response.foundRecords[0];
    expect(rec).toMatchObject({
      name: 'BANCO NACIONAL DE CUBA',
      entity_type: 'entity',
      source_type: 'sanction',
      source_id: '306',
    });
    expect(rec?.alias_names).toContain('NATIONAL BANK OF CUBA');
    expect(rec?.address?.length).toBeGreaterThan(0);
    expect(rec).not.toHaveProperty('date_of_birth');
  });

  it('keeps ordinary names and company names below the threshold', () => {
    const personCheck = new ListedCheck(index.records, 'person');
    for (const [f, l] of [
      ['John', 'Smith'],
      ['Mary', 'Johnson'],
      ['Peter', 'Müller'],
      ['Emma', 'Wilson'],
    ] as const) {
      expect(personCheck.listed(`${f} ${l}`, 'person'), `${f} ${l} is listed`).toBe(false);
      for (const mode of ['1', '2'] as const) {
        expect(top(person(f, l, mode))?.score ?? 0, `${f} ${l}`).toBeLessThan(MATCH_THRESHOLD);
      }
    }
    for (const c of [
      'Acme Trading LLC',
      'Global Corp',
      'Sunrise Bakery Ltd',
      'Blue Ridge Consulting GmbH',
    ]) {
      for (const mode of ['1', '2'] as const)
        expect(top(business(c, mode))?.score ?? 0, c).toBeLessThan(MATCH_THRESHOLD);
      expect(screenBusinessResult(index, { company: c, mode: '2' }).status).not.toBe('DECLINED');
    }
  });

  it('screens the PEP sample as RISKY', () => {
    const res = screenPersonResult(index, {
      firstName: 'Jennifer',
      lastName: 'McClellan',
      mode: '2',
    });
    expect(res.status).toBe('RISKY');
    expect(res.response.foundRecords[0]).toMatchObject({
      name: 'Jennifer L. McClellan',
      source_type: 'pep',
      pep_type: 'PEP',
      positions: ['United States representative'],
    });
    expect(res.sources.map((s) => s.name)).toContain('OpenSanctions');
  });

  it('refuses a malformed list and keeps the previous lists in place', async () => {
    const holder = new AmlIndexHolder(index);
    const broken = (await import('node:fs')).readFileSync(
      join(dataDir, 'un/UN_consolidated.xml'),
      'utf8',
    );
    const cut = broken.slice(0, Math.floor(broken.length / 2));
    const { parseUnXml } = await import('./index.js');
    expect(() => holder.replaceDataset(parseUnXml(cut))).toThrow(ImportError);
    expect(holder.current()).toBe(index);
    const found = holder
      .current()
      .screenPerson({ firstName: 'Eric', lastName: 'Badege', mode: '1' });
    expect(found.map((m) => m.record.id)).toContain('un:CDi.001');
  });

  it('reaches the recall and false-positive targets on a labelled set built from the lists', () => {
    const set = buildQualitySet(index);
    expect(set.length).toBeGreaterThanOrEqual(200);
    const q = measureQuality(index, set, MATCH_THRESHOLD);
    console.log(
      `AML quality at threshold ${MATCH_THRESHOLD}: ${q.size} queries (${q.positives} positives, ${q.negatives} negatives); ` +
        `recall ${(q.recall * 100).toFixed(1)}%, false-positive rate ${(q.falsePositiveRate * 100).toFixed(1)}% ` +
        `(weak-band hits on negatives ${(q.weakRate * 100).toFixed(1)}%)`,
    );
    expect(q.positives).toBeGreaterThanOrEqual(100);
    expect(q.negatives).toBeGreaterThanOrEqual(100);
    expect(q.recall).toBeGreaterThanOrEqual(0.95);
    expect(q.falsePositiveRate).toBeLessThanOrEqual(0.02);
  });
});
