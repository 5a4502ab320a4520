import { getGeoIp } from '@pulse/api-client';

export type LocationSource = 'browser' | 'ip';

export interface CurrentLocation {
  latitude: number;
  longitude: number;
  source: LocationSource;
}

/** Spec §2: high accuracy, a 10,000 ms timeout, no cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 0,
};

/**
 * How long to wait for the browser at most. The geolocation timeout only starts once permission is
 * granted, so an unanswered permission prompt would otherwise keep the form busy for ever.
 */
export const BROWSER_LOCATION_GUARD_MS = 11_000;

function browserPosition(): Promise<CurrentLocation | null> {
  return new Promise((resolve) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      resolve(null);
      return;
    }
    const guard = setTimeout(() => resolve(null), BROWSER_LOCATION_GUARD_MS);
    const settle = (location: CurrentLocation | null) => {
      clearTimeout(guard);
      resolve(location);
    };
    try {
      geolocation.getCurrentPosition(
        ({ coords }) =>
          settle({ latitude: coords.latitude, longitude: coords.longitude, source: 'browser' }),
        () => settle(null),
        GEOLOCATION_OPTIONS,
      );
    } catch {
      settle(null);
    }
  });
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The caller's current location for the address lookups: the browser's geolocation first, then the
 * API's own IP geolocation (GET /api/geo/ip, docs/architecture.md §6). A failure of the fallback is only logged
 * (spec §8); the result is then null and the lookup is sent without coordinates.
 */
export async function locateCaller(): Promise<CurrentLocation | null> {
  const fromBrowser = await browserPosition();
  if (fromBrowser) return fromBrowser;
  try {
    const geo = await getGeoIp();
    if (isNumber(geo.latitude) && isNumber(geo.longitude)) {
      return { latitude: geo.latitude, longitude: geo.longitude, source: 'ip' };
    }
    return null;
  } catch (error) {
    console.error('Fallback location lookup failed', error);
    return null;
  }
}
