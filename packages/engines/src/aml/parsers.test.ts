import { describe, expect, it } from 'vitest';
import {
  AmlIndex,
  AmlIndexHolder,
  compareDob,
  decideAml,
  ImportError,
  normalizeName,
  parseListDate,
  parseOfac,
  parseOpenSanctions,
  parseUnXml,
  screenPersonResult,
  tokenSetKey,
  tokenSimilarity,
  type ImportResult,
} from './index.js';

const EOF = '\x1a';
const crlf = (lines: string[]): string => lines.join('\r\n') + '\r\n' + EOF;

const SDN = crlf([
  '36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ',
  '2674,"ABBAS, Abu","individual","SDGT","Director of PALESTINE LIBERATION FRONT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB 10 Dec 1948; alt. DOB 1949; POB Safed, Palestine; nationality Iraq; Gender Male; a.k.a. \'ABU ABBAS\'; Website www.example.org; Rem"',
  '9000,"MV EXAMPLE","vessel","IRAN] [SDGT",-0- ,"9ABC","Crude Oil Tanker",-0- ,"1000","Panama","Owner Co",-0- ',
]);
const ALT = crlf([
  '36,12,"aka","AERO-CARIBBEAN",-0- ',
  '50001,900,"aka","NEWLY LISTED TRADING LLC",-0- ',
  '50001,901,"fka","OLD NAME TRADING LLC",-0- ',
  '50002,902,"aka","DOE, Janet Q.",-0- ',
]);
const ADD = crlf([
  '36,25,-0- ,"Havana","Cuba",-0- ',
  '50001,26,"1 Street","Dubai","United Arab Emirates",-0- ',
  '50003,27,-0- ,"Minsk","Belarus",-0- ',
]);
const COMMENTS = crlf(['2674,"arks continued; citizen Iraq."']);

function ofac(): ImportResult {
  return parseOfac(
    { primary: SDN, alt: ALT, add: ADD, comments: COMMENTS },
    { version: '2024-05-03' },
  );
}

describe('OFAC legacy CSV parser', () => {
  it('reads the format quirks: no header, -0- nulls, CRLF, trailing 0x1A, comments continuation', () => {
    const r = ofac();
    expect(r.stats.rows['sdn.csv']).toBe(3);
    const cuba = r.records.find((x) => x.sourceId === '36');
    expect(cuba).toMatchObject({
      name: 'AEROCARIBBEAN AIRLINES',
      entityType: 'entity',
      programs: ['CUBA'],
      remarks: null,
    });
    expect(cuba?.aliases).toEqual([{ name: 'AERO-CARIBBEAN', kind: 'aka' }]);
    expect(cuba?.addresses).toEqual(['Havana, Cuba']);
    const abbas = r.records.find((x) => x.sourceId === '2674');
    expect(abbas).toMatchObject({
      entityType: 'individual',
      lastName: 'ABBAS',
      givenNames: 'Abu',
      gender: 'male',
    });
    expect(abbas?.datesOfBirth.map((d) => [d.year, d.month, d.day])).toEqual([
      [1948, 12, 10],
      [1949, null, null],
    ]);
    expect(abbas?.placesOfBirth).toEqual(['Safed, Palestine']);
    expect(abbas?.nationalities).toEqual(['Iraq']);
    expect(abbas?.citizenships).toEqual(['Iraq']); // from the comments continuation
    expect(abbas?.remarks).toContain('Remarks continued');
    expect(abbas?.aliases).toContainEqual({ name: 'ABU ABBAS', kind: 'aka' });
    expect(abbas?.links).toEqual(['www.example.org']);
    expect(abbas?.positions).toEqual(['Director of PALESTINE LIBERATION FRONT']);
    const vessel = r.records.find((x) => x.sourceId === '9000');
    expect(vessel).toMatchObject({ entityType: 'vessel', programs: ['IRAN', 'SDGT'] });
    expect(vessel?.otherInfo[0]).toContain('Vessel type: Crude Oil Tanker');
  });

  it('keeps alias-only orphans named by their first alias, drops address-only orphans', () => {
    const r = ofac();
    const orphan = r.records.find((x) => x.sourceId === '50001');
    expect(orphan).toMatchObject({
      name: 'NEWLY LISTED TRADING LLC',
      entityType: 'entity',
      entityTypeInferred: true,
    });
    expect(orphan?.aliases).toEqual([{ name: 'OLD NAME TRADING LLC', kind: 'fka' }]);
    expect(orphan?.addresses).toEqual(['1 Street, Dubai, United Arab Emirates']);
    expect(r.records.find((x) => x.sourceId === '50002')).toMatchObject({
      entityType: 'individual',
      lastName: 'DOE',
    });
    expect(r.records.find((x) => x.sourceId === '50003')).toBeUndefined();
    expect(r.stats).toMatchObject({ orphansKept: 2, orphansDropped: 1, records: 5 });
    expect(r.info).toMatchObject({ source: 'ofac-sdn', version: '2024-05-03', recordCount: 5 });
  });

  it('refuses malformed files with the file and row', () => {
    const bad =
      (primary: string, alt?: string): (() => unknown) =>
      () =>
        parseOfac({ primary, alt: alt ?? null });
    expect(bad('36,"AERO,-0- \r\n')).toThrow(ImportError);
    expect(bad('36,"AERO",-0- \r\n')).toThrow(/sdn\.csv at row 1: expected 12 columns, found 3/);
    expect(bad(SDN, '36,12,"aka"\r\n')).toThrow(/alt\.csv at row 1: expected 5 columns/);
    expect(bad('x1,"A",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ')).toThrow(
      /ent_num "x1" is not a number/,
    );
    expect(bad('1,"A",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n\x1a\r\n2,"B"')).toThrow(
      /0x1A/,
    );
    expect(bad(EOF)).toThrow(/holds no rows/);
    expect(bad('1,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ')).toThrow(/has no name/);
  });
});

const UN_XML = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-02-27T00:00:09.554Z">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>1</DATAID><FIRST_NAME>ERIC</FIRST_NAME><SECOND_NAME>BADEGE</SECOND_NAME>
      <UN_LIST_TYPE>DRC</UN_LIST_TYPE><REFERENCE_NUMBER>CDi.001</REFERENCE_NUMBER><LISTED_ON>2012-12-31</LISTED_ON>
      <GENDER>Male</GENDER><COMMENTS1>Notice web link:https://www.interpol.int/x</COMMENTS1>
      <DESIGNATION><VALUE>Commander</VALUE></DESIGNATION>
      <NATIONALITY><VALUE>Democratic Republic of the Congo</VALUE></NATIONALITY>
      <INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>ERIC BADEGUE</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS><QUALITY/><ALIAS_NAME/></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS><CITY>Kigali</CITY><COUNTRY>Rwanda</COUNTRY></INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><YEAR>1971</YEAR></INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE><FROM_YEAR>1970</FROM_YEAR><TO_YEAR>1972</TO_YEAR></INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH><CITY>Goma</CITY><COUNTRY>DRC</COUNTRY></INDIVIDUAL_PLACE_OF_BIRTH>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES>
    <ENTITY>
      <DATAID>2</DATAID><FIRST_NAME>GREAT LAKES AIR (GLA) ; GLA BUSINESS COMPANY</FIRST_NAME>
      <UN_LIST_TYPE>DRC</UN_LIST_TYPE><REFERENCE_NUMBER>CDe.003</REFERENCE_NUMBER><LISTED_ON>2007-03-29</LISTED_ON>
      <ENTITY_ALIAS><QUALITY>a.k.a.</QUALITY><ALIAS_NAME>GLA AIRLINES</ALIAS_NAME></ENTITY_ALIAS>
      <ENTITY_ADDRESS><STREET>PO Box 315</STREET><CITY>Goma</CITY></ENTITY_ADDRESS>
    </ENTITY>
  </ENTITIES>
</CONSOLIDATED_LIST>`;

describe('UN consolidated XML parser', () => {
  it('reads individuals and entities', () => {
    const r = parseUnXml(UN_XML);
    expect(r.info.version).toBe('2026-02-27T00:00:09.554Z');
    const [eric, gla] = r.records;
    expect(eric).toMatchObject({
      id: 'un:CDi.001',
      name: 'ERIC BADEGE',
      givenNames: 'ERIC',
      lastName: 'BADEGE',
      listDate: '2012-12-31',
      gender: 'male',
      programs: ['UN DRC'],
      positions: ['Commander'],
      nationalities: ['Democratic Republic of the Congo'],
      placesOfBirth: ['Goma, DRC'],
      addresses: ['Kigali, Rwanda'],
      links: ['https://www.interpol.int/x'],
    });
    expect(eric?.aliases).toEqual([{ name: 'ERIC BADEGUE', kind: 'Good' }]);
    expect(eric?.datesOfBirth.map((d) => [d.year, d.yearTo])).toEqual([
      [1971, null],
      [1970, 1972],
    ]);
    expect(gla).toMatchObject({ name: 'GREAT LAKES AIR (GLA)', entityType: 'entity' });
    expect(gla?.aliases.map((a) => a.name)).toEqual(['GLA BUSINESS COMPANY', 'GLA AIRLINES']);
  });

  it('refuses malformed XML, a foreign root and nameless entries', () => {
    expect(() => parseUnXml(UN_XML.replace('</ENTITY>\n', ''))).toThrow(
      /at line \d+, column \d+: malformed XML/,
    );
    expect(() => parseUnXml('<?xml version="1.0"?><OTHER/>')).toThrow(
      /CONSOLIDATED_LIST not found/,
    );
    expect(() =>
      parseUnXml(
        UN_XML.replace('<FIRST_NAME>ERIC</FIRST_NAME><SECOND_NAME>BADEGE</SECOND_NAME>', ''),
      ),
    ).toThrow(/INDIVIDUAL CDi\.001: entry has no name/);
  });
});

const SENZING = [
  '{"DATA_SOURCE":"OS_US_CONGRESS","RECORD_ID":"NK-1","RECORD_TYPE":"PERSON","LAST_CHANGE":"2024-03-21T08:44:01","NAMES":[{"NAME_TYPE":"PRIMARY","NAME_FULL":"Jennifer L. McClellan"}],"RISKS":[{"TOPIC":"role.pep"}],"DATES":[{"DATE_OF_BIRTH":"1972"}],"COUNTRIES":[{"NATIONALITY":"us"}],"RELATIONSHIPS":[{"REL_POINTER_ROLE":"Occupancy","REL_POINTER_DOMAIN":"OPEN_SANCTIONS","REL_POINTER_KEY":"Q13218630"}],"URL":"https://www.opensanctions.org/entities/NK-1"}',
  '{"DATA_SOURCE":"OS_US_CONGRESS","RECORD_ID":"Q13218630","RECORD_TYPE":null,"NAMES":[{"NAME_TYPE":"PRIMARY","NAME_FULL":"United States representative"}],"RELATIONSHIPS":[{"REL_ANCHOR_DOMAIN":"OPEN_SANCTIONS","REL_ANCHOR_KEY":"Q13218630"}]}',
].join('\n');

// A small FollowTheMoney sample: a PEP with family, occupancy and a sanctioned company.
const FTM = [
  {
    id: 'p1',
    schema: 'Person',
    first_seen: '2023-01-05T00:00:00',
    properties: {
      name: ['Amélie Durand'],
      alias: ['Amelie Dupont-Durand'],
      firstName: ['Amélie'],
      lastName: ['Durand'],
      birthDate: ['1970-04-02'],
      birthPlace: ['Lyon'],
      nationality: ['fr'],
      gender: ['female'],
      topics: ['role.pep'],
      political: ['Parti X'],
    },
  },
  { id: 'p2', schema: 'Person', properties: { name: ['Marc Durand'], topics: ['role.rca'] } },
  {
    id: 'f1',
    schema: 'Family',
    properties: { person: ['p1'], relative: ['p2'], relationship: ['spouse'] },
  },
  { id: 'pos1', schema: 'Position', properties: { name: ['Mayor of Lyon'] } },
  { id: 'o1', schema: 'Occupancy', properties: { holder: ['p1'], post: ['pos1'] } },
  {
    id: 'c1',
    schema: 'Company',
    properties: { name: ['Durand Holdings SARL'], topics: ['sanction'] },
  },
  {
    id: 's1',
    schema: 'Sanction',
    properties: { entity: ['c1'], program: ['EU-FR'], listingDate: ['2022-02-28'] },
  },
]
  .map((o) => JSON.stringify(o))
  .join('\n');

describe('OpenSanctions parser', () => {
  it('reads Senzing JSON lines, with positions from relationships', () => {
    const r = parseOpenSanctions(SENZING);
    expect(r.records).toHaveLength(1);
    expect(r.records[0]).toMatchObject({
      name: 'Jennifer L. McClellan',
      isPep: true,
      isSanctioned: false,
      pepType: 'PEP',
      nationalities: ['us'],
      positions: ['United States representative'],
      links: ['https://www.opensanctions.org/entities/NK-1'],
    });
    expect(r.info.version).toBe('2024-03-21T08:44:01');
  });

  it('reads FollowTheMoney entities with family, occupancy and sanction links', () => {
    const r = parseOpenSanctions(FTM);
    const amelie = r.records.find((x) => x.sourceId === 'p1');
    expect(amelie).toMatchObject({
      entityType: 'individual',
      isPep: true,
      pepType: 'PEP',
      givenNames: 'Amélie',
      lastName: 'Durand',
      gender: 'female',
      spouse: ['Marc Durand'],
      positions: ['Mayor of Lyon'],
      politicalParties: ['Parti X'],
      placesOfBirth: ['Lyon'],
      listDate: '2023-01-05',
    });
    expect(r.records.find((x) => x.sourceId === 'p2')).toMatchObject({
      isPep: true,
      pepType: 'Relative or close associate of a PEP',
    });
    expect(r.records.find((x) => x.sourceId === 'c1')).toMatchObject({
      entityType: 'entity',
      isSanctioned: true,
      programs: ['EU-FR'],
      listDate: '2022-02-28',
    });
    expect(r.records).toHaveLength(3);
  });

  it('refuses a line that is not JSON, or of neither form', () => {
    expect(() => parseOpenSanctions(`${SENZING}\n{"RECORD_ID": "x",`)).toThrow(
      /at line 3: not valid JSON/,
    );
    expect(() => parseOpenSanctions('{"hello":1}')).toThrow(
      /line 1: neither a Senzing record nor a FollowTheMoney entity/,
    );
    expect(() => parseOpenSanctions('\n\n')).toThrow(/holds no records/);
  });

  it('screens the PEP as RISKY', () => {
    const index = AmlIndex.build([parseOpenSanctions(FTM)]);
    const res = screenPersonResult(index, { firstName: 'Amelie', lastName: 'Durand', mode: '2' });
    expect(res.status).toBe('RISKY');
    expect(res.response.foundRecords[0]).toMatchObject({
      name: 'Amélie Durand',
      source_type: 'pep',
      pep_type: 'PEP',
      spouse: ['Marc Durand'],
    });
    expect(res.sources[0]?.licence).toContain('CC BY-NC');
  });
});

describe('normalisation and similarity', () => {
  it('transliterates, strips punctuation, honorifics and legal forms', () => {
    expect(normalizeName('Dr. José  Núñez-García', 'person')).toEqual(['jose', 'nunez', 'garcia']);
    expect(normalizeName("Sheikh 'Ali Mas'ud", 'person')).toEqual(['ali', 'masud']);
    expect(normalizeName('Владимир Путин', 'person')).toEqual(['vladimir', 'putin']);
    expect(normalizeName('Acme Trading L.L.C.', 'organisation')).toEqual(['acme', 'trading']);
    expect(normalizeName('CECOEX, S.A.', 'organisation')).toEqual(['cecoex']);
    expect(normalizeName('Limited Liability Company Alfa', 'organisation')).toEqual(['alfa']);
    expect(
      normalizeName('OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU TEKHNO', 'organisation'),
    ).toEqual(['tekhno']);
    expect(normalizeName('LLC', 'organisation')).toEqual(['llc']); // nothing else: kept
    expect(tokenSetKey(['putin', 'vladimir', 'v'])).toBe(tokenSetKey(['vladimir', 'putin']));
  });

  it('scores typos and transliteration variants', () => {
    expect(tokenSimilarity('mahir', 'mauir')).toBe(0.9);
    expect(tokenSimilarity('hassan', 'hsasan')).toBe(0.9);
    expect(tokenSimilarity('mohammed', 'muhammad')).toBe(0.88);
    expect(tokenSimilarity('smith', 'jones')).toBeLessThan(0.6);
    expect(tokenSimilarity('j', 'john')).toBe(0);
  });

  it('reads and compares dates of birth', () => {
    const d = (t: string) => parseListDate(t);
    expect(d('circa 1960')).toMatchObject({ year: 1960, approximate: true });
    expect(d('01 Jan 1960 to 31 Dec 1962')).toMatchObject({ year: 1960, yearTo: 1962 });
    expect(d('Feb 1970')).toMatchObject({ year: 1970, month: 2, day: null });
    const list = [d('25 Dec 1954')].filter((x) => x !== null);
    expect(compareDob({ year: 1954, month: 12, day: 25 }, list)).toBe('match');
    expect(compareDob({ year: 1954, month: 1, day: 2 }, list)).toBe('mismatch');
    expect(compareDob({ year: 1990, month: 12, day: 25 }, list)).toBe('mismatch');
    expect(
      compareDob(
        { year: 1961, month: 5, day: 1 },
        [d('1960 to 1962')].filter((x) => x !== null),
      ),
    ).toBe('partial');
    expect(compareDob({ year: 1961, month: 5, day: 1 }, [])).toBe('unknown');
  });
});

describe('index holder and decision', () => {
  it('swaps indexes atomically and keeps the previous lists when an import fails', () => {
    const holder = new AmlIndexHolder(AmlIndex.build([ofac()]));
    const before = holder.current();
    expect(() => holder.replaceDataset(parseOfac({ primary: '1,"A",-0-' }))).toThrow(ImportError);
    expect(holder.current()).toBe(before);
    const next = holder.replaceDataset(parseUnXml(UN_XML));
    expect(holder.current()).toBe(next);
    expect(next.sources.map((s) => s.source)).toEqual(['ofac-sdn', 'un']);
    expect(before.sources.map((s) => s.source)).toEqual(['ofac-sdn']); // the old index is untouched
    const replaced = next.withDataset(parseOfac({ primary: SDN }));
    expect(replaced.records.filter((r) => r.source === 'ofac-sdn')).toHaveLength(3);
  });

  it('decides DECLINED / SUSPICIOUS / VERIFIED and reports ERROR when nothing is loaded', () => {
    const index = AmlIndex.build([ofac(), parseUnXml(UN_XML)]);
    const declined = screenPersonResult(index, {
      firstName: 'Eric',
      lastName: 'Badege',
      mode: '1',
    });
    expect(declined.status).toBe('DECLINED');
    expect(declined.reasons[0]).toMatch(
      /Sanctions match at or above 0\.85: "ERIC BADEGE" on UN Security Council/,
    );
    expect(declined.response.foundRecords[0]).toMatchObject({
      name: 'ERIC BADEGE',
      entity_type: 'individual',
      source_type: 'sanction',
      source_id: 'CDi.001',
      list_date: '2012-12-31',
      date_of_birth: ['1971', '1970 to 1972'],
      spouse: null,
    });
    // Exact name, but the date of birth contradicts every listed one: weak → SUSPICIOUS.
    const weak = screenPersonResult(index, {
      firstName: 'Eric',
      lastName: 'Badege',
      dob: '1990-01-01',
      mode: '1',
    });
    expect(weak.status).toBe('SUSPICIOUS');
    expect(weak.response.foundRecords[0]?.score).toBe(0.8);
    expect(weak.reasons[0]).toMatch(/date of birth differs/);
    const clear = screenPersonResult(index, { firstName: 'Mary', lastName: 'Poppins', mode: '2' });
    expect(clear).toMatchObject({ status: 'VERIFIED', response: { foundRecords: [] } });
    expect(screenPersonResult(AmlIndex.empty(), { firstName: 'A', lastName: 'B' }).status).toBe(
      'ERROR',
    );
    expect(decideAml([]).status).toBe('VERIFIED');
  });
});
