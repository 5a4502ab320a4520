/**
 * Wire schemas of the lookups (docs/api-contract.md): bodies, and the `{ <pulseKey>: { report } }`
 * answers with each engine's response fields (packages/engines README). They also type the
 * generated client (`@pulse/api-client`).
 */
import { Type, type TSchema } from 'typebox';

const N = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const Status = Type.Union(
  [
    Type.Literal('VERIFIED'),
    Type.Literal('SUSPICIOUS'),
    Type.Literal('RISKY'),
    Type.Literal('DECLINED'),
    Type.Literal('ERROR'),
  ],
  { description: 'Outcome of a lookup (stored upper-case)' },
);

export const Source = Type.Object({
  name: Type.String(),
  version: N(Type.String()),
  licence: Type.String(),
  date: Type.Optional(N(Type.String({ description: 'Date of the data (YYYY-MM-DD)' }))),
});

/** `{ status, message, response, reasons, sources }` with a given response schema. */
export const Result = <R extends TSchema>(response: R) =>
  Type.Object({
    status: Status,
    message: Type.String(),
    response,
    reasons: Type.Array(Type.String(), { description: 'The decision rules that fired, in words' }),
    sources: Type.Array(Source, { description: 'Data sets and libraries the answer relied on' }),
  });

export const Report = <R extends TSchema>(response: R) =>
  Type.Object({
    referenceID: Type.String({ description: 'rpt_ + 26 base32 characters' }),
    requestDateTime: Type.String({ format: 'date-time' }),
    jsonResponse: Type.Object({ results: Result(response) }),
  });

export const EmailResponse = Type.Object({
  email: Type.String(),
  validSyntax: Type.Boolean(),
  domain: N(Type.String()),
  deliverability: Type.Union([
    Type.Literal('deliverable'),
    Type.Literal('undeliverable'),
    Type.Literal('unknown'),
  ]),
  disposable: N(Type.Boolean()),
  freeProvider: N(Type.Boolean()),
  roleAccount: N(Type.Boolean()),
  dns: N(Type.Boolean()),
  mxRecords: N(Type.Array(Type.String())),
  spf: N(Type.Boolean()),
  dmarc: N(Type.Boolean()),
  domainAge: Type.Null(),
  firstSeen: Type.Null(),
  leaked: Type.Null(),
  honeypot: Type.Null(),
  smtpScore: Type.Null(),
  spamTrapScore: Type.Null(),
});

export const PhoneResponse = Type.Object({
  isValid: Type.Boolean(),
  isActive: Type.Null(),
  isVoip: N(Type.Boolean()),
  countryCode: N(Type.String()),
  dialingCode: N(Type.Number()),
  formattedNumber: N(Type.String()),
  carrier: N(Type.String()),
  city: N(Type.String()),
  region: N(Type.String()),
  timeZone: N(Type.String()),
  lineType: N(
    Type.String({ description: 'libphonenumber type: MOBILE, FIXED_LINE, VOIP, TOLL_FREE…' }),
  ),
  fraudScore: Type.Number(),
  isRisky: Type.Boolean(),
  isSpammer: Type.Null(),
  recentAbuse: Type.Null(),
  leaked: Type.Null(),
  prepaid: Type.Null(),
  doNotCall: Type.Null(),
  mcc: Type.Null(),
  mnc: Type.Null(),
  zipCode: Type.Null(),
  name: Type.Null(),
  associatedEmails: Type.Array(Type.String()),
  smsDomain: Type.Null(),
  smsEmail: Type.Null(),
});

export const IpResponse = Type.Object({
  ip: Type.String(),
  isp: N(Type.String()),
  asn: N(Type.Number()),
  organization: N(Type.String()),
  host: N(Type.String()),
  city: N(Type.String()),
  region: N(Type.String()),
  countryCode: N(Type.String()),
  zip: N(Type.String()),
  latitude: N(Type.Number()),
  longitude: N(Type.Number()),
  timezone: N(Type.String()),
  proxy: N(Type.Boolean()),
  vpn: N(Type.Boolean()),
  tor: N(Type.Boolean()),
  bot: Type.Null(),
  crawler: Type.Null(),
  mobile: Type.Null(),
  recentAbuse: Type.Null(),
  isBogon: Type.Boolean(),
  bogonRange: N(Type.String()),
  isHosting: N(Type.Boolean()),
});

export const BinResponse = Type.Object({
  bin: Type.String(),
  number: Type.String(),
  brand: N(Type.String()),
  scheme: N(Type.String()),
  type: N(Type.String()),
  level: N(Type.String()),
  prepaid: N(Type.Boolean()),
  commercial: N(Type.Boolean()),
  currency: N(Type.String()),
  issuerName: N(Type.String()),
  issuerPhone: N(Type.String()),
  issuerWebsite: N(Type.String()),
  issuerCity: N(Type.String()),
  length: N(Type.Number()),
  validLengths: Type.Array(Type.Number()),
  valid: Type.Boolean(),
  country: N(
    Type.Object({
      alpha2: Type.String(),
      name: N(Type.String()),
      numeric: N(Type.Number()),
    }),
  ),
});

const LatLon = Type.Object({ latitude: Type.Number(), longitude: Type.Number() });

export const AddressResponse = Type.Object({
  decisionDetails: Type.Object({
    status: Status,
    message: Type.String(),
    reasons: Type.Array(Type.String()),
  }),
  addressDetails: Type.Object({
    input: Type.String(),
    houseNumber: N(Type.String()),
    street: N(Type.String()),
    poBox: N(Type.String()),
    city: N(Type.String()),
    region: N(Type.String()),
    postcode: N(Type.String()),
    countryCode: N(Type.String()),
    countryName: N(Type.String()),
    formattedAddress: N(Type.String()),
  }),
  addressType: Type.Union([
    Type.Literal('residential'),
    Type.Literal('commercial'),
    Type.Literal('po_box'),
    Type.Literal('unknown'),
  ]),
  validation: Type.Object({
    valid: Type.Boolean(),
    precision: Type.Union([Type.Literal('postcode'), Type.Literal('city'), Type.Literal('none')]),
    geonameId: N(Type.Number()),
    population: N(Type.Number()),
    distanceKm: N(Type.Number()),
  }),
  currentLocation: N(LatLon),
  geocode: N(LatLon),
});

/** Text fields: at least one non-blank character (missing or blank → "<Field> is required"). */
const Text = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

export const EmailBody = Type.Object({
  email: Type.String({
    minLength: 1,
    maxLength: 254,
    format: 'email',
    description: 'Address to check',
  }),
});
export const PhoneBody = Type.Object({
  phone: Text(32, 'Optional +, then 10 to 15 digits (spaces, dashes, dots and brackets ignored)'),
});
export const IpBody = Type.Object({
  ip: Type.Optional(Text(64, 'IPv4 or IPv6 address')),
  ipAddress: Type.Optional(Text(64, 'Alias of ip (spec §7 reading)')),
});
export const BinBody = Type.Object({
  bin: Text(16, 'The first 6 digits of the card (6–8 accepted)'),
});
const Coordinate = (max: number, description: string) =>
  Type.Union(
    [Type.Number({ minimum: -max, maximum: max }), Type.String({ maxLength: 32 }), Type.Null()],
    {
      description,
    },
  );
export const AddressBody = Type.Object({
  address: Text(500, 'Free-form address'),
  country: Type.Optional(
    Type.String({ maxLength: 64, description: 'ISO alpha-2/alpha-3 or English name' }),
  ),
  latitude: Type.Optional(Coordinate(90, 'Current location of the user, degrees')),
  longitude: Type.Optional(Coordinate(180, 'Current location of the user, degrees')),
});

const answer = <R extends TSchema>(response: R) => Type.Object({ report: Report(response) });

export const EmailLookup = Type.Object({ emailPulse: answer(EmailResponse) });
export const PhoneLookup = Type.Object({ phonePulse: answer(PhoneResponse) });
export const IpLookup = Type.Object({ ipPulse: answer(IpResponse) });
export const BinLookup = Type.Object({ binPulse: answer(BinResponse) });
export const AddressLookup = Type.Object({ addressPulse: answer(AddressResponse) });
