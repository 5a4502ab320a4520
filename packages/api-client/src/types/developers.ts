// Developers → API keys: GENERATED from apps/api/openapi.json (src/generated/schema.ts, `pnpm generate`).
import type { RequestBody, ResponseBody } from './generated';

/** A named API key as listed (never its secret). */
export type ApiKey = ResponseBody<'/developers/keys', 'get', 200>['keys'][number];

/** `live` or `test` (`pk_live_…` / `pk_test_…`). */
export type KeyMode = ApiKey['mode'];

/** `active`, `grace` (rolled, still accepted until `graceEndsAt`), `expired` or `revoked`. */
export type ApiKeyStatus = ApiKey['status'];

/** Body of POST /developers/keys. */
export type CreateApiKeyBody = RequestBody<'/developers/keys', 'post'>;

/** Answer of POST /developers/keys: the key and its secret, shown this once. */
export type CreateApiKeyResponse = ResponseBody<'/developers/keys', 'post', 201>;

/** How long a rolled key keeps working: none, 1 hour, 24 hours, 7 days. */
export type GracePeriod = RequestBody<'/developers/keys/{id}/roll', 'post'>['grace'];

/** Answer of POST /developers/keys/{id}/roll: the new key, its secret, and the old key as it stands. */
export type RollApiKeyResponse = ResponseBody<'/developers/keys/{id}/roll', 'post', 201>;
