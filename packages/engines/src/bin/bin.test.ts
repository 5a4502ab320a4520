import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImportError } from '../common/errors.js';
import { createBinEngine } from './engine.js';
import { parseBinTable } from './importer.js';
import { createBinTable } from './table.js';

const SHARED =
  process.env.PULSE_SHARED_DATA ??
  fileURLToPath(new URL('../../../../../shared/data/', import.meta.url));
const hasShared = existsSync(SHARED);
if (!hasShared) console.warn(`[skip] BIN tests on the binlist table: ${SHARED} not found`);

const HEADER =
  'iin_start,iin_end,number_length,number_luhn,scheme,brand,type,prepaid,country,bank_name,bank_logo,bank_url,bank_phone,bank_city';
const SMALL = `${HEADER}
535316,,16,y,mastercard,Prepaid,debit,y,GB,"Prepaid Bank, Ltd",,www.prepaid.example,+44 20 0000 0000,London
40000000,40000009,16,,visa,Business Platinum,credit,,US,First Bank,,,,
400000,,,,visa,,credit,,US,Other Bank,,,,
`;

function importError(f: () => unknown): ImportError {
  try {
    f();
  } catch (e) {
    if (e instanceof ImportError) return e;
    throw e;
  }
  throw new Error('did not throw');
}

describe('parseBinTable', () => {
  it('reads the binlist columns, quoted values and 6/8-digit starts', () => {
    const t = parseBinTable(SMALL);
    expect(t.counts).toEqual({ rows: 3, records: 3, sixDigit: 2, eightDigit: 1, ranges: 1 });
    expect(t.records[0]).toMatchObject({
      iinStart: '535316',
      prepaid: true,
      numberLuhn: true,
      bankName: 'Prepaid Bank, Ltd',
      country: 'GB',
    });
    expect(t.records[1]).toMatchObject({
      iinStart: '40000000',
      iinEnd: '40000009',
      numberLength: 16,
    });
  });
  it('refuses malformed rows with the line number', () => {
    expect(
      importError(() => parseBinTable(`${HEADER}\n535316,,,,visa\n12345,,,,visa\n`)).line,
    ).toBe(3);
    expect(importError(() => parseBinTable(`${HEADER}\n535316,535315,,,visa\n`)).message).toMatch(
      /iin_end/,
    );
    expect(importError(() => parseBinTable(`${HEADER}\n535316,,,,visa,,,maybe\n`)).message).toMatch(
      /prepaid/,
    );
    expect(
      importError(() => parseBinTable(`${HEADER}\n535316,,,,visa,,,,Denmark\n`)).message,
    ).toMatch(/country/);
    expect(importError(() => parseBinTable('bin,brand\n411111,visa\n')).line).toBe(1);
  });
});

describe('BIN engine', () => {
  const engine = createBinEngine({ table: createBinTable(parseBinTable(SMALL).records) });
  it('4111 11 is Visa from the card-network ranges even without a table row', () => {
    const r = createBinEngine().lookup('4111 11');
    expect(r.response).toMatchObject({
      bin: '411111',
      number: '411111',
      scheme: 'visa',
      brand: 'Visa',
      valid: true,
      issuerName: null,
      country: null,
    });
    expect(r.status).toBe('VERIFIED');
    expect(r.message).toMatch(/BIN table not loaded/);
  });
  it('declines malformed input and unknown ranges', () => {
    expect(engine.lookup('12345').status).toBe('DECLINED');
    expect(engine.lookup('abcdef').status).toBe('DECLINED');
    const unknown = engine.lookup('999999');
    expect(unknown.status).toBe('DECLINED');
    expect(unknown.message).toBe('Unknown BIN range 999999');
    expect(unknown.response.valid).toBe(false);
  });
  it('fills issuer, country, currency and prepaid from the table; prepaid is SUSPICIOUS', () => {
    const r = engine.lookup('535316');
    expect(r.response).toMatchObject({
      scheme: 'mastercard',
      brand: 'Mastercard',
      type: 'debit',
      level: 'Prepaid',
      prepaid: true,
      currency: 'GBP',
      issuerName: 'Prepaid Bank, Ltd',
      issuerPhone: '+44 20 0000 0000',
      issuerWebsite: 'www.prepaid.example',
      length: 16,
      country: { alpha2: 'GB', name: 'United Kingdom', numeric: 826 },
    });
    expect(r.status).toBe('SUSPICIOUS');
    expect(r.reasons).toEqual(['Prepaid card']);
  });
  it('prefers the narrowest row and combines the rows a 6-digit BIN spans', () => {
    const eight = engine.lookup('40000005');
    expect(eight.response.issuerName).toBe('First Bank');
    expect(eight.response.commercial).toBe(true);
    const six = engine.lookup('400000'); // 8-digit row for 40000000–09, 6-digit row for the rest
    expect(six.response.issuerName).toBeNull(); // the two banks disagree
    expect(six.response.country?.alpha2).toBe('US'); // they agree on the country
    expect(six.reasons[0]).toMatch(/spans 2 table ranges/);
  });
});

describe.skipIf(!hasShared)('BIN engine on binlist ranges.csv', () => {
  // A skipped describe's body still runs: the list is read only when its tests do.
  let table: ReturnType<typeof parseBinTable>;
  let engine: ReturnType<typeof createBinEngine>;
  beforeAll(() => {
    table = parseBinTable(readFileSync(`${SHARED}/bin/binlist-ranges.csv`, 'utf8'));
    engine = createBinEngine({ table: createBinTable(table.records) });
  });
  it('imports every row', () => {
    expect(table.counts).toMatchObject({ records: 5805, sixDigit: 3149, eightDigit: 2656 });
  });
  it('a Danish Visa/Dankort BIN resolves to DK', () => {
    const r = engine.lookup('45710046');
    expect(r.response).toMatchObject({
      scheme: 'visa',
      type: 'debit',
      level: 'Visa/Dankort',
      issuerName: 'Nordea',
      currency: 'DKK',
    });
    expect(r.response.country).toEqual({ alpha2: 'DK', name: 'Denmark', numeric: 208 });
    expect(r.status).toBe('VERIFIED');
    expect(engine.lookup('457100').response.country?.alpha2).toBe('DK');
  });
  it('an American Express range resolves to the US issuer', () => {
    const r = engine.lookup('371241');
    expect(r.response).toMatchObject({
      scheme: 'amex',
      brand: 'American Express',
      issuerName: 'AMERICAN EXPRESS',
      length: 15,
    });
  });
  it('4111 11 stays Visa, issuer not in the table', () => {
    const r = engine.lookup('411111');
    expect(r.response.scheme).toBe('visa');
    expect(r.reasons).toContain('BIN not in the BIN table: issuer details unavailable');
  });
});
