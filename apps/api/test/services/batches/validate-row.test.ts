// A batch row is refused exactly when the single lookup refuses the same input, with the same
// message: each case is sent to the lookup's endpoint and checked by validateRow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry } from '@pulse/catalog';
import { type BatchService, validateRow } from '../../../src/services/batches/index.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { apiKey, call, newCaller, type Caller } from '../../helpers/clients.js';

let t: TestApp;
let caller: Caller;

beforeAll(async () => {
  t = await createTestApp();
  caller = await newCaller(t.app, t.config.outboxDir);
  await t.app.repos.clients.setService(caller.email, 'fraudEngine', true);
});
afterAll(async () => t.close());

/** A row as column → cell; a blank cell is an absent field, as in the lookup's body. */
type Row = Record<string, string>;

const REFUSED: Array<[BatchService, Row]> = [
  ['emailLookup', { email: '' }],
  ['emailLookup', { email: 'not-an-address' }],
  ['emailLookup', { email: `${'a'.repeat(250)}@x.io` }],
  ['phoneLookup', { phone: '   ' }],
  ['phoneLookup', { phone: '12345' }],
  ['ipLookup', { ip: '' }],
  ['ipLookup', { ip: '999.1.1.1' }],
  ['binLookup', { bin: '12ab' }],
  ['addressLookup', { address: '', country: 'GB' }],
  ['addressLookup', { address: 'Main St', latitude: '91' }],
  ['addressLookup', { address: 'Main St', longitude: 'east' }],
  ['amlPerson', { f_name: 'Jane', l_name: '' }],
  ['amlPerson', { f_name: 'Jane', l_name: 'Doe', dob: '31/01/1980' }],
  ['amlPerson', { f_name: 'Jane', l_name: 'Doe', dob: '1980-13-45' }],
  ['amlPerson', { f_name: 'Jane', l_name: 'Doe', gender: 'x' }],
  ['amlPerson', { f_name: 'Jane', l_name: 'Doe', fuzzy_amlp: '3' }],
  ['amlBusiness', { company: '' }],
  ['amlBusiness', { company: 'Acme', fuzzy_amlb: 'yes' }],
  ['fraudEngine', { email: '', phone: '' }],
  ['fraudEngine', { f_name: 'Jane' }],
  ['fraudEngine', { dob: '1980-01-31' }],
  ['fraudEngine', { country: 'GB' }],
  ['fraudEngine', { email: 'x@y' }],
  ['fraudEngine', { bin: '1234' }],
  ['fraudEngine', { ip: '1.2.3', phone: '+447911123456' }],
];

const body = (row: Row) => Object.fromEntries(Object.entries(row).filter(([, v]) => v.trim()));

describe('validateRow', () => {
  it.each(REFUSED)('%s %j: the lookup’s 400 message', async (service, row) => {
    const res = await call(
      t.app,
      'POST',
      `/api${catalogEntry(service).path}`,
      apiKey(caller),
      body(row),
    );
    expect(res.statusCode, res.body).toBe(400);
    const check = validateRow(service, Object.keys(row), Object.values(row));
    expect(check).toEqual({ input: {}, errors: [res.json().error] });
  });

  it('refuses a date of birth that is no day of the calendar with the date picker’s text', () => {
    expect(
      validateRow('amlPerson', ['f_name', 'l_name', 'dob'], ['Jane', 'Doe', '1980-13-45']),
    ).toEqual({ input: {}, errors: ['Date input not valid.'] });
    expect(
      validateRow('amlPerson', ['f_name', 'l_name', 'dob'], ['Jane', 'Doe', '2024-02-29']).errors,
    ).toEqual([]);
  });

  it('gives one message per failing field of the schema', () => {
    expect(
      validateRow('amlPerson', ['f_name', 'l_name', 'dob'], ['', ' ', '1980-01-31-01']),
    ).toEqual({
      input: {},
      errors: [
        'First Name is required',
        'Last Name is required',
        'Date of Birth must be at most 10 characters',
      ],
    });
  });

  it('returns the input as the lookup stores it, ignoring unmapped columns', () => {
    expect(validateRow('binLookup', [null, 'bin'], ['card 1', ' 4242-42 '])).toEqual({
      input: { bin: '424242' },
      errors: [],
    });
    expect(
      validateRow(
        'amlPerson',
        ['f_name', 'l_name', 'gender', 'fuzzy_amlp'],
        [' Jane ', 'Doe', 'F', '1'],
      ),
    ).toEqual({
      input: { f_name: 'Jane', l_name: 'Doe', gender: 'female', fuzzy_amlp: '1' },
      errors: [],
    });
    expect(validateRow('ipLookup', ['ip'], ['2001:db8::1'])).toEqual({
      input: { ip: '2001:db8::1' },
      errors: [],
    });
  });
});
