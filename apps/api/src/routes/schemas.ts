/** TypeBox schemas shared by several routes; they also become components of the OpenAPI document. */
import { SERVICE_KEYS } from '@pulse/catalog';
import { Type } from 'typebox';
import { COUNTRY_CODES } from '../domain/countries.js';
import { LiteralUnion } from '../schemas/literal-union.js';

export { LiteralUnion };
export { Deprecated, withRecordId } from '../schemas/deprecated.js';

export const ErrorBody = Type.Object(
  {
    error: Type.String({ description: 'Human-readable message' }),
    code: Type.String({ description: 'Machine code, e.g. VALIDATION_ERROR' }),
    requestId: Type.Optional(
      Type.String({ description: 'Id of the request in the server logs (also X-Request-Id)' }),
    ),
  },
  { description: 'Error' },
);

export const NeedVerificationErrorBody = Type.Object(
  {
    error: Type.String(),
    code: Type.String(),
    needVerification: Type.Boolean(),
    requestId: Type.Optional(Type.String()),
  },
  { description: 'Login refused until the e-mail address is verified' },
);

export const MessageBody = Type.Object({ message: Type.String() });

/** `live` or `test`. */
export const Mode = Type.Union([Type.Literal('live'), Type.Literal('test')], {
  description: '`live` or `test`',
});

/** The `mode` query of the reads that test mode keeps apart (reports, counts, billing). */
export const ModeQuery = Type.Optional(
  Type.Union([Type.Literal('live'), Type.Literal('test')], {
    description:
      "Which reports to read: `live` (default) or `test`. With an API key alone, the key's mode (a different one is a 403).",
  }),
);

/** A required text field: at least one non-blank character. */
export const RequiredText = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', ...(description ? { description } : {}) });

export const Email = Type.String({
  format: 'email',
  maxLength: 254,
  description: 'E-mail address',
});

export const Country = Type.String({
  enum: [...COUNTRY_CODES],
  description: 'ISO 3166-1 alpha-2 code of one of the 40 supported countries',
});

export const Services = Type.Object({ fraudEngine: Type.Boolean() });

/** A member's role. */
export const MemberRole = Type.Union(
  [
    Type.Literal('owner'),
    Type.Literal('admin'),
    Type.Literal('developer'),
    Type.Literal('analyst'),
    Type.Literal('viewer'),
  ],
  { description: 'owner | admin | developer | analyst | viewer' },
);

export const FraudEngineServices = Type.Object({
  phoneLookup: Type.Boolean(),
  emailLookup: Type.Boolean(),
  binLookup: Type.Boolean(),
  addressLookup: Type.Boolean(),
  ipLookup: Type.Boolean(),
  amlPerson: Type.Boolean(),
  amlBusiness: Type.Boolean(),
});

/** Error responses every body-taking route can give besides its own. */
export const BodyErrors = {
  400: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
};

/** A service key of the catalog. */
export const ServiceKey = LiteralUnion(SERVICE_KEYS, { description: 'Service key' });

/** A signed-in answer: the session token and the user data (sign-in, accepted invitation). */
export const LoginResponse = Type.Object({
  token: Type.String({ description: 'Session token (JWT); send as Authorization: Bearer' }),
  expiresIn: Type.Integer({ description: 'Lifetime of the token in seconds' }),
  user: Type.Object({
    fullName: Type.String(),
    email: Type.String(),
    companyName: Type.String(),
    clientId: Type.String(),
    role: MemberRole,
    services: Services,
    fraudEngineServices: FraudEngineServices,
  }),
});
