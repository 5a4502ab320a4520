/** TypeBox schemas of the webhook routes. */
import { Type } from 'typebox';
import { EVENT_TYPES } from '../../services/events.js';
import { LiteralUnion } from '../schemas.js';

export const EventTypeSchema = LiteralUnion(EVENT_TYPES, { description: 'Event type' });

export const Endpoint = Type.Object({
  id: Type.String({ format: 'uuid' }),
  url: Type.String(),
  description: Type.String(),
  events: Type.Array(EventTypeSchema),
  enabled: Type.Boolean(),
  secretPrefix: Type.String({ description: 'First characters of the signing secret' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const EndpointWithSecret = Type.Object({
  endpoint: Endpoint,
  secret: Type.String({ description: 'The signing secret (`whsec_…`), shown this once' }),
});

const Url = Type.String({
  maxLength: 4096,
  description: 'https:// (http:// only to a loopback host where local receivers are allowed)',
});
const Events = Type.Array(Type.String({ maxLength: 40 }), {
  maxItems: 10,
  description: `Event types: ${EVENT_TYPES.join(', ')}`,
});
const Description = Type.String({ maxLength: 1000, description: 'At most 200 characters' });

export const CreateBody = Type.Object({
  url: Url,
  events: Events,
  description: Type.Optional(Description),
  enabled: Type.Optional(Type.Boolean()),
});

export const UpdateBody = Type.Object({
  url: Type.Optional(Url),
  events: Type.Optional(Events),
  description: Type.Optional(Description),
  enabled: Type.Optional(Type.Boolean()),
});

export const TestQuery = Type.Object({
  type: Type.Optional(
    Type.String({
      maxLength: 40,
      description: 'Event type to send; default the first the endpoint subscribes to',
    }),
  ),
});

const Status = LiteralUnion(['pending', 'succeeded', 'failed'] as const);

export const Delivery = Type.Object({
  id: Type.String({ format: 'uuid' }),
  eventId: Type.String(),
  eventType: Type.String(),
  status: Status,
  attempts: Type.Integer(),
  lastStatusCode: Type.Union([Type.Integer(), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
  nextAttemptAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the next attempt is due (pending only)',
  }),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  resentFrom: Type.Union([Type.String(), Type.Null()], {
    description: 'The delivery this one re-sends',
  }),
});

export const Attempt = Type.Object({
  attemptedAt: Type.String({ format: 'date-time' }),
  statusCode: Type.Union([Type.Integer(), Type.Null()]),
  responseBody: Type.Union([Type.String(), Type.Null()], {
    description: 'First 1,024 characters of the answer',
  }),
  error: Type.Union([Type.String(), Type.Null()]),
  durationMs: Type.Integer(),
});

export const DeliveryDetail = Type.Intersect([
  Delivery,
  Type.Object({
    endpointId: Type.String({ format: 'uuid' }),
    body: Type.String({ description: 'The JSON text sent and signed' }),
    attemptLog: Type.Array(Attempt),
  }),
]);

export const DeliveriesQuery = Type.Object({
  limit: Type.Optional(Type.String({ pattern: '^\\d{1,3}$', description: '1–100, default 20' })),
  cursor: Type.Optional(
    Type.String({ maxLength: 20, description: 'x-next-cursor of the previous page' }),
  ),
});

export const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
