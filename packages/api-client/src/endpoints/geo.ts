import { request } from '../client';
import type { CallOptions } from '../client';
import type { GeoIp } from '../types/geo';

/** docs/architecture.md §6 `GET /geo/ip`: approximate location of the caller's IP (address forms' fallback, spec §2 Demo). */
export function getGeoIp(options?: CallOptions): Promise<GeoIp> {
  return request('/geo/ip', options);
}
