import { must } from '../../../test/must';
import { describe, expect, it } from 'vitest';
import { splitFieldName } from '@pulse/ui';
import {
  addressResult,
  amlBusinessResult,
  amlPersonResult,
  binResult,
  emailResult,
  ipResult,
  phoneResult,
} from '../../../test/engine-fixtures';
import {
  addressSections,
  coordinate,
  text,
  amlDetailRows,
  amlSummary,
  binRows,
  emailRows,
  foundRecords,
  inputRows,
  ipRows,
  phoneRows,
} from './card-rows';
import type { Row } from './card-rows';

const asMap = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.label, r.value]));

describe('phone rows (real phone engine)', () => {
  it('has exactly the spec rows in order', () => {
    const rows = phoneRows(phoneResult().response);
    expect(rows.map((r) => r.label)).toEqual([
      'Is Valid',
      'Is Active',
      'Is VOIP',
      'Country Code',
      'Dialing Code',
      'Formatted Number',
      'Carrier',
      'City',
      'Region',
      'Time Zone',
      'Line Type',
      'Fraud Score',
      'Is Risky',
      'Is Spammer',
      'Recent Abuse',
      'Leaked',
      'Prepaid',
      'Do Not Call',
      'MCC',
      'MNC',
      'Zip Code',
      'Name',
      'Associated Emails',
      'SMS Domain',
      'SMS Email',
    ]);
    expect(asMap(rows)).toMatchObject({
      'Is Valid': 'Yes',
      'Is Active': 'N/A',
      'Is VOIP': 'No',
      'Country Code': 'US',
      'Dialing Code': '1',
      'Formatted Number': '+1 415 555 2671',
      City: 'San Francisco',
      'Time Zone': 'America/Los_Angeles',
      'Fraud Score': '0',
      'Is Risky': 'No',
      'Associated Emails': 'N/A',
    });
  });

  it('joins associated emails with commas', () => {
    const rows = asMap(phoneRows({ associatedEmails: ['a@x.io', 'b@x.io'] }));
    expect(rows['Associated Emails']).toBe('a@x.io, b@x.io');
  });
});

describe('BIN rows (real BIN engine)', () => {
  it('shows brand, scheme and validity; unknown issuer facts are N/A', () => {
    const rows = asMap(binRows(binResult().response));
    expect(rows).toMatchObject({
      BIN: '411111',
      Brand: 'Visa',
      Scheme: 'visa',
      Valid: 'Yes',
      'Issuer Name': 'N/A',
      Prepaid: 'N/A',
      Country: 'N/A',
    });
  });
  it('shows country details', () => {
    const rows = asMap(
      binRows({ country: { alpha2: 'DK', name: 'Denmark', numeric: 208 }, type: 'DEBIT' }),
    );
    expect(rows).toMatchObject({
      Country: 'Denmark',
      'Country Code': 'DK',
      'Country Numeric Code': '208',
      Type: 'Debit',
    });
  });
});

describe('email rows (real email engine, fake DNS)', () => {
  it('shows deliverability, DNS flags and MX records', async () => {
    const rows = asMap(emailRows((await emailResult()).response));
    expect(rows).toMatchObject({
      Email: 'jane.doe@acme-corp.example',
      Deliverability: 'Deliverable',
      Disposable: 'No',
      DMARC: 'Yes',
      SPF: 'Yes',
      DNS: 'Yes',
      'MX Records': 'mx1.acme-corp.example, mx2.acme-corp.example',
      'Domain Age': 'N/A',
      Leaked: 'N/A',
    });
  });
});

describe('IP rows (real IP engine, Tor list)', () => {
  it('shows the spec fields, Tor = Yes, unknown facts N/A', async () => {
    const rows = ipRows((await ipResult()).response);
    expect(rows.map((r) => r.label)).toEqual(
      expect.arrayContaining([
        'ISP',
        'ASN',
        'Host',
        'City',
        'Region',
        'Country Code',
        'Zip',
        'Latitude',
        'Longitude',
        'Proxy',
        'VPN',
        'TOR',
        'Bot',
        'Crawler',
        'Mobile',
        'Recent Abuse',
        'Organization',
        'Timezone',
      ]),
    );
    expect(asMap(rows)).toMatchObject({
      'IP Address': '185.220.101.7',
      TOR: 'Yes',
      VPN: 'N/A',
      ISP: 'N/A',
      'Reserved Range': 'No',
    });
  });
});

describe('address sections (real address engine)', () => {
  it('fills every section', () => {
    const s = addressSections(addressResult().response);
    expect(asMap(s.decision)).toMatchObject({ Status: 'Verified' });
    expect(asMap(s.details)).toMatchObject({
      City: 'London',
      'House Number': '10',
      Street: 'Downing Street',
      Country: 'United Kingdom',
    });
    expect(asMap(s.type)).toEqual({ 'Address Type': 'Unknown' });
    expect(asMap(s.validation)).toMatchObject({
      Valid: 'Yes',
      Precision: 'City',
      Distance: '59 KM',
      Population: '8,961,989',
    });
    expect(asMap(s.current)).toEqual({ Latitude: '51.4543', Longitude: '-0.9781' });
  });
  it('shows "Not Available" without a current location', () => {
    expect(asMap(addressSections({ currentLocation: null }).current)).toEqual({
      Latitude: 'Not Available',
      Longitude: 'Not Available',
    });
  });
});

describe('AML records (real AML screening)', () => {
  it('summarises and details an individual record', () => {
    const records = foundRecords(amlPersonResult().response);
    expect(records).toHaveLength(7);
    const first = must(records.find((r) => r.source_id === '1001'));
    expect(amlSummary(first)).toEqual({
      name: 'Ivan Petrov',
      entityType: 'Individual',
      sourceType: 'Sanction',
    });
    const rows = asMap(amlDetailRows(first, 'individual'));
    expect(rows).toMatchObject({
      'Alias Names': 'Ivan Petroff',
      'Sanction Details': 'Programs: RUSSIA-EO14024, Listed on OFAC SDN List',
      'Source ID': '1001',
      'Source Type': 'Sanction',
      'Date Of Birth': '02/03/1970',
      'Place Of Birth': 'Moscow, Russia',
      Citizenship: 'RU',
      Positions: 'Deputy Minister',
      Gender: 'Male',
      Spouse: 'N/A',
      'PEP Type': 'N/A',
      Source: 'OFAC SDN List',
    });
  });
  it('details a business record without the individual fields', () => {
    const [record] = foundRecords(amlBusinessResult().response);
    const rows = amlDetailRows(must(record), 'business');
    expect(amlSummary(must(record))).toEqual({
      name: 'Acme Shipping Holdings Ltd',
      entityType: 'Entity',
      sourceType: 'Sanction',
    });
    expect(asMap(rows)).toMatchObject({
      Address: 'Limassol, Cyprus',
      'List Date': '01/05/2019',
      Links: 'N/A',
    });
    expect(rows.map((r) => r.label)).not.toContain('Date Of Birth');
  });
  it('has no records for a missing response', () => {
    expect(foundRecords(null)).toEqual([]);
  });
});

describe('report input rows', () => {
  it('keeps non-empty fields and splits their names into words', () => {
    const rows = inputRows(
      {
        f_name: 'Ivan',
        lastName: 'Petrov',
        dob: '',
        gender: null,
        fuzzy_amlp: '2',
        ipAddress: '1.2.3.4',
      },
      splitFieldName,
    );
    expect(rows).toEqual([
      { label: 'F Name', value: 'Ivan' },
      { label: 'Last Name', value: 'Petrov' },
      { label: 'Fuzzy Amlp', value: '2' },
      { label: 'Ip Address', value: '1.2.3.4' },
    ]);
  });
});

describe('dates and coordinates on cards (spec §9)', () => {
  it('shows calendar dates DD/MM/YYYY, in input rows, AML records and lists', () => {
    expect(inputRows({ dob: '1952-10-07', fName: 'Ana' }, splitFieldName)).toEqual([
      { label: 'Dob', value: '07/10/1952' },
      { label: 'F Name', value: 'Ana' },
    ]);
    const rows = amlDetailRows(
      { list_date: '2020-03-15', date_of_birth: ['1952-10-07', '1953', '1954-02'] },
      'individual',
    );
    expect(rows.find((r) => r.label === 'List Date')?.value).toBe('15/03/2020');
    expect(rows.find((r) => r.label === 'Date Of Birth')?.value).toBe('07/10/1952, 1953, 02/1954');
    expect(text('not a 2020-01-01 date')).toBe('not a 2020-01-01 date');
  });

  it('rounds coordinates to 4 decimals', () => {
    expect(coordinate(37.422000885009766)).toBe('37.422');
    expect(coordinate(-122.08405303955078)).toBe('-122.0841');
    expect(coordinate('51.5')).toBe('51.5');
    expect(coordinate(null)).toBe('N/A');
  });
});
