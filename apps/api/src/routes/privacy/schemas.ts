/**
 * The shapes of the personal-data routes (docs/api-contract.md "Personal data",
 * docs/adr/0059-personal-data.md). Every input has a bound; no answer carries a subject's values
 * except an access request's export.
 */
import { Type } from 'typebox';
import { MAX_RETENTION_DAYS, MIN_RETENTION_DAYS } from '../../domain/privacy/retention.js';
import { PLACES } from '../../domain/privacy/places.js';
import { CRITERIA } from '../../domain/privacy/subject.js';
import { PRIVACY_REQUEST_STATUSES } from '../../schemas/enums.js';
import { LiteralUnion } from '../../schemas/literal-union.js';

export const Subject = Type.Object(
  {
    email: Type.Optional(Type.String({ minLength: 6, maxLength: 254 })),
    phone: Type.Optional(
      Type.String({ pattern: '^\\+[1-9][0-9]{7,14}$', description: 'E.164, e.g. +14155550123' }),
    ),
    name: Type.Optional(
      Type.String({ minLength: 2, maxLength: 200, description: 'With dateOfBirth' }),
    ),
    dateOfBirth: Type.Optional(
      Type.String({
        pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
        description: 'YYYY-MM-DD, with name',
      }),
    ),
    ip: Type.Optional(Type.String({ minLength: 7, maxLength: 45, description: 'IPv4 or IPv6' })),
    reportId: Type.Optional(
      Type.String({ pattern: '^rpt_[A-Za-z0-9]{1,60}$', description: 'A report referenceID' }),
    ),
  },
  {
    additionalProperties: false,
    description: 'At least one of email, phone, name with dateOfBirth, ip, reportId',
  },
);

export const CreateRequest = Type.Object(
  {
    kind: Type.Union([Type.Literal('erasure'), Type.Literal('access')]),
    subject: Subject,
  },
  { additionalProperties: false },
);

const Place = LiteralUnion(PLACES, {
  description: 'A place of personal data (docs/adr/0059-personal-data.md)',
});
const PlaceCount = Type.Object({ place: Place, count: Type.Integer({ minimum: 0 }) });
const Time = Type.String({ format: 'date-time' });
const Criterion = LiteralUnion(CRITERIA);

export const PrivacyRequest = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Union([Type.Literal('erasure'), Type.Literal('access')]),
  status: LiteralUnion(PRIVACY_REQUEST_STATUSES, {
    description: '`previewed` until run; `queued` and `running` while the job works; `done`',
  }),
  criteria: Type.Array(Criterion, { description: 'What the search gave (never the values)' }),
  preview: Type.Array(PlaceCount, { description: 'Rows per place when previewed' }),
  progress: Type.Object({
    placesDone: Type.Integer({ minimum: 0 }),
    placesTotal: Type.Integer({ minimum: 0 }),
    places: Type.Array(PlaceCount, { description: 'Rows redacted (or exported) per place so far' }),
  }),
  createdAt: Time,
  startedAt: Type.Union([Time, Type.Null()]),
  finishedAt: Type.Union([Time, Type.Null()]),
});

export const Certificate = Type.Object({
  requestId: Type.String({ format: 'uuid' }),
  tenantId: Type.String({ format: 'uuid' }),
  kind: Type.Literal('erasure'),
  criteria: Type.Array(Criterion),
  requestedAt: Time,
  completedAt: Time,
  places: Type.Array(PlaceCount),
  total: Type.Integer({ minimum: 0 }),
});

export const Export = Type.Object({
  requestId: Type.String({ format: 'uuid' }),
  generatedAt: Time,
  places: Type.Record(Type.String(), Type.Array(Type.Unknown()), {
    description: 'The subject’s rows per place, at most 1,000 each',
  }),
});

const Days = Type.Integer({ minimum: MIN_RETENTION_DAYS, maximum: MAX_RETENTION_DAYS });

export const RetentionSettings = Type.Object(
  {
    reports: Days,
    batchRows: Days,
    requestLog: Days,
    closedCases: Days,
    endedMonitoring: Days,
  },
  { additionalProperties: false, description: 'Days each kind of personal data is kept' },
);

export const Hold = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);

export const HoldState = Type.Object({
  id: Type.String({ format: 'uuid', description: 'The case' }),
  onHold: Type.Boolean(),
  reason: Type.Union([Type.String(), Type.Null()]),
});
