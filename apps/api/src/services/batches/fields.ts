/**
 * The columns of a batch file per service (docs/adr/0041-batch-input.md): the field names of the
 * service's single lookup body, checked by that body's own wire schema and then by the lookup's
 * own spec §5 rules (services/lookups.ts, services/aml.ts), so a row is accepted exactly when the
 * single lookup would accept it, with the same message.
 */
import { SERVICE_KEYS, type ServiceKey } from '@pulse/catalog';
import type { TObject } from 'typebox';
import { AmlBusinessBody, AmlPersonBody, FraudEngineBody } from '../../schemas/aml.js';
import { AddressBody, BinBody, EmailBody, IpBody, PhoneBody } from '../../schemas/lookups.js';
import { fraudEngineInput, mode, personInput } from '../aml.js';
import { addressInput, checkPhone, normaliseBin, normaliseIp } from '../lookups.js';

/** A service that takes batches: every service of the catalog. */
export type BatchService = ServiceKey;

export const BATCH_SERVICES: readonly BatchService[] = SERVICE_KEYS;

/** A row as the lookup body would carry it: only the non-blank cells, as text. */
export type RowBody = Record<string, string>;

/** One service's columns and rules. */
export interface ServiceFields {
  /** The body's field names in template order (aliases of the body, such as `ipAddress`, left out). */
  fields: readonly string[];
  /**
   * Columns the header must have: `all` of them, or (fraud engine, whose fields are all optional)
   * `any` one of them.
   */
  required: { all: readonly string[] } | { any: readonly string[] };
  /** The single lookup's body schema: the one source of its type and length rules. */
  schema: TObject;
  /**
   * The lookup's own rules after the schema passed. @returns the input as the lookup stores it
   * @throws AppError 400 VALIDATION_ERROR with the lookup's message
   */
  check: (body: RowBody) => Record<string, unknown>;
  /** One row that passes both, for the template. */
  example: Readonly<Record<string, string>>;
}

/** Drops the fields a rule left null (absent input), as the lookups do before storing. */
const present = (o: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));

const PERSON_EXAMPLE = {
  f_name: 'Jane',
  l_name: 'Doe',
  dob: '1980-01-31',
  gender: 'female',
  fuzzy_amlp: '2',
};
const ADDRESS_EXAMPLE = {
  address: '1600 Amphitheatre Parkway, Mountain View, CA 94043',
  country: 'US',
  latitude: '37.4220',
  longitude: '-122.0841',
};

export const SERVICE_FIELDS: Readonly<Record<BatchService, ServiceFields>> = {
  emailLookup: {
    fields: ['email'],
    required: { all: ['email'] },
    schema: EmailBody,
    check: (b) => ({ email: (b.email ?? '').trim() }),
    example: { email: 'jane.doe@example.com' },
  },
  phoneLookup: {
    fields: ['phone'],
    required: { all: ['phone'] },
    schema: PhoneBody,
    check: (b) => {
      const phone = (b.phone ?? '').trim();
      checkPhone(phone);
      return { phone };
    },
    example: { phone: '+14155550123' },
  },
  ipLookup: {
    fields: ['ip'],
    required: { all: ['ip'] },
    schema: IpBody,
    check: (b) => ({ ip: normaliseIp(b) }),
    example: { ip: '8.8.8.8' },
  },
  addressLookup: {
    fields: ['address', 'country', 'latitude', 'longitude'],
    required: { all: ['address'] },
    schema: AddressBody,
    check: (b) => present({ ...addressInput({ ...b, address: b.address ?? '' }) }),
    example: ADDRESS_EXAMPLE,
  },
  binLookup: {
    fields: ['bin'],
    required: { all: ['bin'] },
    schema: BinBody,
    check: (b) => ({ bin: normaliseBin(b.bin ?? '') }),
    example: { bin: '424242' },
  },
  amlPerson: {
    fields: ['f_name', 'l_name', 'dob', 'gender', 'fuzzy_amlp'],
    required: { all: ['f_name', 'l_name'] },
    schema: AmlPersonBody,
    check: (b) => ({
      ...personInput({
        ...b,
        f_name: b.f_name ?? '',
        l_name: b.l_name ?? '',
        fuzzy_amlp: b.fuzzy_amlp === '1' ? '1' : '2',
      }),
    }),
    example: PERSON_EXAMPLE,
  },
  amlBusiness: {
    fields: ['company', 'fuzzy_amlb'],
    required: { all: ['company'] },
    schema: AmlBusinessBody,
    check: (b) => ({ company: (b.company ?? '').trim(), fuzzy_amlb: mode(b.fuzzy_amlb) }),
    example: { company: 'Acme Trading Ltd', fuzzy_amlb: '2' },
  },
  fraudEngine: {
    fields: [
      'f_name',
      'l_name',
      'dob',
      'gender',
      'fuzzy_amlp',
      'company',
      'fuzzy_amlb',
      'email',
      'ip',
      'phone',
      'bin',
      'address',
      'country',
      'latitude',
      'longitude',
    ],
    required: {
      any: ['f_name', 'l_name', 'company', 'email', 'ip', 'phone', 'bin', 'address'],
    },
    schema: FraudEngineBody,
    check: (b) => {
      const f = fraudEngineInput(b);
      // The search modes are stored only with the screening they steer, as the fraud engine does.
      return present({
        ...f,
        fuzzy_amlp: f.f_name ? mode(b.fuzzy_amlp) : null,
        fuzzy_amlb: f.company ? mode(b.fuzzy_amlb) : null,
      });
    },
    example: {
      ...PERSON_EXAMPLE,
      company: 'Acme Trading Ltd',
      fuzzy_amlb: '2',
      email: 'jane.doe@example.com',
      ip: '8.8.8.8',
      phone: '+14155550123',
      bin: '424242',
      ...ADDRESS_EXAMPLE,
    },
  },
};

/** The columns and rules of `service`. */
export const serviceFields = (service: BatchService): ServiceFields => SERVICE_FIELDS[service];
