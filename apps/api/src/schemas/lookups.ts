/**
 * Wire schemas of the lookups: bodies, and the `{ <pulseKey>: { report } }`
 * answers. Each engine's result schema comes from `@pulse/engines` (the one source of the result
 * types). They also type the generated client (`@pulse/api-client`).
 */
import {
  AddressResponse,
  BinResponse,
  EmailResponse,
  IpResponse,
  PhoneResponse,
  Result,
  Source,
  Status,
} from '@pulse/engines';
import { Type, type TObject, type TOptional, type TSchema } from 'typebox';
import { ReportDecision } from './decision.js';

export {
  AddressResponse,
  BinResponse,
  EmailResponse,
  IpResponse,
  PhoneResponse,
  Result,
  Source,
  Status,
};

export const Report = <R extends TSchema>(response: R) =>
  Type.Object({
    referenceID: Type.String({ description: 'rpt_ + 26 base32 characters' }),
    requestDateTime: Type.String({ format: 'date-time' }),
    jsonResponse: Type.Object({ results: Result(response) }),
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

/**
 * The 200 answer of a metered lookup: `{ <key>: { report } }`, and `decision` when the tenant has
 * a rule set of the call's mode.
 */
export const LookupAnswer = <K extends string, R extends TSchema>(key: K, response: R) =>
  Type.Object({
    [key]: Type.Object({ report: Report(response) }),
    decision: Type.Optional(ReportDecision),
  } as { [P in K]: TObject<{ report: ReturnType<typeof Report<R>> }> } & {
    decision: TOptional<typeof ReportDecision>;
  });

export const EmailLookup = LookupAnswer('emailPulse', EmailResponse);
export const PhoneLookup = LookupAnswer('phonePulse', PhoneResponse);
export const IpLookup = LookupAnswer('ipPulse', IpResponse);
export const BinLookup = LookupAnswer('binPulse', BinResponse);
export const AddressLookup = LookupAnswer('addressPulse', AddressResponse);
