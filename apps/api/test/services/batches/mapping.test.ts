// Header → field suggestions: names, labels and common aliases in any case and spacing.
import { describe, expect, it } from 'vitest';
import { suggestMapping } from '../../../src/services/batches/index.js';

describe('suggestMapping', () => {
  it.each([
    ['emailLookup', ['E-mail'], ['email']],
    ['emailLookup', ['email_address'], ['email']],
    ['emailLookup', ['  EMAIL ADDRESS '], ['email']],
    ['phoneLookup', ['Phone Number'], ['phone']],
    ['phoneLookup', ['mobile'], ['phone']],
    ['ipLookup', ['ipAddress'], ['ip']],
    ['ipLookup', ['IP_ADDRESS'], ['ip']],
    ['binLookup', ['BIN'], ['bin']],
    [
      'addressLookup',
      ['Street Address', 'Country Code', 'Lat', 'Lng'],
      ['address', 'country', 'latitude', 'longitude'],
    ],
    [
      'amlPerson',
      ['first name', 'Last-Name', 'Date of Birth', 'Sex', 'Fuzzy Search'],
      ['f_name', 'l_name', 'dob', 'gender', 'fuzzy_amlp'],
    ],
    ['amlPerson', ['firstName', 'surname'], ['f_name', 'l_name']],
    ['amlBusiness', ['Company Name', 'fuzzy'], ['company', 'fuzzy_amlb']],
  ] as const)('%s: %j → %j', (service, header, fields) => {
    expect(suggestMapping(service, header)).toEqual(fields);
  });

  it('leaves unknown columns, second columns for a field and fields of other services unmapped', () => {
    expect(suggestMapping('emailLookup', ['id', 'Email', 'e-mail', 'phone'])).toEqual([
      null,
      'email',
      null,
      null,
    ]);
  });

  it('gives the fraud engine every field of its single lookup', () => {
    expect(
      suggestMapping('fraudEngine', [
        'First Name',
        'Last Name',
        'Company',
        'E-mail',
        'IP Address',
        'Phone',
        'BIN',
        'Address',
        'Country',
        'Latitude',
        'Longitude',
        'DOB',
        'Gender',
      ]),
    ).toEqual([
      'f_name',
      'l_name',
      'company',
      'email',
      'ip',
      'phone',
      'bin',
      'address',
      'country',
      'latitude',
      'longitude',
      'dob',
      'gender',
    ]);
  });
});
