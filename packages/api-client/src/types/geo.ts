// GET /geo/ip: GENERATED from apps/api/openapi.json (src/generated/schema.ts, `pnpm generate`).
import type { ResponseBody } from './generated';

/** The whole answer: ip, latitude, longitude, city, countryCode, accuracyKm. */
export type GeoIpResponse = ResponseBody<'/geo/ip', 'get', 200>;

/**
 * The API's own IP geolocation of the caller (docs/architecture.md §6). The coordinates are always present (null
 * for private/loopback callers); the other generated fields are optional so readers that only need
 * the position can build one.
 */
export type GeoIp = Pick<GeoIpResponse, 'latitude' | 'longitude'> &
  Partial<Omit<GeoIpResponse, 'latitude' | 'longitude'>>;
