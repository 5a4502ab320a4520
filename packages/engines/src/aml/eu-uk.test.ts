import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEuXml } from './eu.js';
import { ImportError } from './types.js';
import { parseUkCsv } from './uk.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('EU consolidated list (FSF XML)', () => {
  it('reads persons and enterprises with aliases, birth dates, citizenship and programme', () => {
    const r = parseEuXml(fixture('eu-fsf-sample.xml'));
    expect(r.info).toMatchObject({
      source: 'eu',
      version: '2026-11-20T18:02:12.123+01:00',
      recordCount: 2,
    });
    const [saddam, company] = r.records;
    expect(saddam).toMatchObject({
      id: 'eu:EU.27.28',
      name: 'Saddam Hussein Al-Tikriti',
      entityType: 'individual',
      givenNames: 'Saddam',
      lastName: 'Hussein Al-Tikriti',
      gender: 'male',
      aliases: [{ name: 'Abu Ali', kind: 'weak' }],
      nationalities: ['IRAQ'],
      programs: ['IRQ'],
      listDate: '2003-07-07',
    });
    expect(saddam?.datesOfBirth[0]).toMatchObject({ year: 1937, month: 4, day: 28 });
    expect(company).toMatchObject({
      name: 'Northwind Maritime Holdings LLC',
      entityType: 'entity',
      addresses: ['Portovaya 14, Novorossiysk, RUSSIAN FEDERATION'],
    });
  });
  it('refuses malformed XML and a file of another kind', () => {
    expect(() => parseEuXml('<export><sanctionEntity>')).toThrow(ImportError);
    expect(() => parseEuXml('<CONSOLIDATED_LIST/>')).toThrow(/root element export not found/);
  });
});

describe('UK consolidated list (OFSI ConList.csv)', () => {
  it('groups the rows of one target: primary name, aliases, DOB, regime, listing date', () => {
    const r = parseUkCsv(fixture('uk-conlist-sample.csv'));
    expect(r.info).toMatchObject({ source: 'uk', version: '2026-11-20', recordCount: 2 });
    const [petrov, ship] = r.records;
    expect(petrov).toMatchObject({
      id: 'uk:14201',
      name: 'Ivan Sergeyevich PETROV',
      entityType: 'individual',
      lastName: 'PETROV',
      aliases: [{ name: 'Ivan PETROFF', kind: 'AKA' }],
      programs: ['Russia'],
      positions: ['Deputy Minister'],
      listDate: '2022-03-15',
    });
    expect(petrov?.datesOfBirth).toHaveLength(1);
    expect(ship).toMatchObject({ name: 'EASTERN STAR SHIPPING CO', entityType: 'entity' });
  });
  it('refuses a file that is not a ConList.csv, or a row without a Group ID', () => {
    expect(() => parseUkCsv('name,dob\nA,B\n')).toThrow(/Last Updated/);
    expect(() =>
      parseUkCsv(
        'Last Updated,20/11/2026\nName 6,Group Type,Alias Type,Group ID\nX,Individual,Primary name,\n',
      ),
    ).toThrow(/line 3: row has no Group ID/);
  });
});
