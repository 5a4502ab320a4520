/**
 * Wire schemas of the AML screenings and the combined fraud engine (docs/api-contract.md, spec §3
 * "AML response"): found records in the spec's snake_case, each detail null when no list gives it.
 */
import { AmlResponse } from '@pulse/engines/aml';
import { Type, type TSchema } from 'typebox';
import {
  AddressResponse,
  BinResponse,
  EmailResponse,
  IpResponse,
  PhoneResponse,
  LookupAnswer,
  Result,
} from './lookups.js';

const N = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

const Mode = (description: string) =>
  Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal(1), Type.Literal(2)], {
    description,
  });
const Text = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

export const AmlPersonBody = Type.Object({
  f_name: Text(100, 'First name'),
  l_name: Text(100, 'Last name'),
  dob: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD' })),
  gender: Type.Optional(Type.String({ maxLength: 10, description: 'male or female' })),
  fuzzy_amlp: Type.Optional(Mode("'1' exact, '2' fuzzy (default)")),
});

export const AmlBusinessBody = Type.Object({
  company: Text(200, 'Company name'),
  fuzzy_amlb: Type.Optional(Mode("'1' exact, '2' fuzzy (default)")),
});

const Opt64 = (description: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength: 500, description }), Type.Null()]));
const Coordinate = (description: string) =>
  Type.Optional(
    Type.Union([Type.Number(), Type.String({ maxLength: 32 }), Type.Null()], { description }),
  );

/** Spec §7 fields, all optional; spec §5 combined rules are checked by the handler. */
export const FraudEngineBody = Type.Object({
  f_name: Opt64('First name (individual AML)'),
  l_name: Opt64('Last name (individual AML)'),
  dob: Opt64('YYYY-MM-DD (individual AML)'),
  gender: Opt64('male or female (individual AML)'),
  fuzzy_amlp: Type.Optional(Mode('Individual AML mode')),
  company: Opt64('Company name (business AML)'),
  fuzzy_amlb: Type.Optional(Mode('Business AML mode')),
  email: Opt64('Email lookup'),
  ip: Opt64('IP lookup'),
  ipAddress: Opt64('Alias of ip'),
  phone: Opt64('Phone lookup'),
  bin: Opt64('BIN lookup'),
  address: Opt64('Address lookup'),
  country: Opt64('Country of the address'),
  latitude: Coordinate('Current location of the user (address lookup)'),
  longitude: Coordinate('Current location of the user (address lookup)'),
});

const Sub = <R extends TSchema>(r: R) => N(Result(r));

export const FraudEngineResponse = Type.Object({
  riskScore: Type.Integer({ minimum: 0, maximum: 100 }),
  individualAMLPulse: Sub(AmlResponse),
  businessAMLPulse: Sub(AmlResponse),
  emailPulse: Sub(EmailResponse),
  ipPulse: Sub(IpResponse),
  phonePulse: Sub(PhoneResponse),
  binPulse: Sub(BinResponse),
  addressPulse: Sub(AddressResponse),
});

export const AmlPersonLookup = LookupAnswer('individualAMLPulse', AmlResponse);
export const AmlBusinessLookup = LookupAnswer('businessAMLPulse', AmlResponse);
export const FraudEngineLookup = LookupAnswer('fraudEngine', FraudEngineResponse);
