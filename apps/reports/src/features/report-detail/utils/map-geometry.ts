/** Geometry of the Address Map (spec §2 "Address Verification", §9 "Zoom steps", "whole KM"). */

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Spec §2: the larger lat/lon span picks the zoom. Each step is "below" (strictly less than). */
export const ZOOM_STEPS: readonly (readonly [maxSpan: number, zoom: number])[] = [
  [0.005, 15],
  [0.05, 13],
  [0.2, 11],
  [1, 9],
  [5, 7],
  [20, 5],
];
export const ZOOM_FALLBACK = 3;

/** Zoom for a span in degrees: <0.005→15, <0.05→13, <0.2→11, <1→9, <5→7, <20→5, otherwise 3. */
export function zoomForSpan(span: number): number {
  for (const [max, zoom] of ZOOM_STEPS) if (span < max) return zoom;
  return ZOOM_FALLBACK;
}

/** The larger of the latitude and longitude differences between two points, in degrees. */
export function spanOf(a: LatLon, b: LatLon): number {
  return Math.max(Math.abs(a.latitude - b.latitude), Math.abs(a.longitude - b.longitude));
}

export function zoomFor(a: LatLon, b: LatLon): number {
  return zoomForSpan(spanOf(a, b));
}

export function midpoint(a: LatLon, b: LatLon): LatLon {
  return { latitude: (a.latitude + b.latitude) / 2, longitude: (a.longitude + b.longitude) / 2 };
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine, mean Earth radius). */
export function haversineKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whole kilometres, rounded half up. */
export function wholeKm(km: number): number {
  return Math.round(km);
}

/** "Distance: N KM" — the engine's distance when it sent one, else measured between the points. */
export function distanceLabel(a: LatLon, b: LatLon, reportedKm?: number | null): string {
  const km =
    typeof reportedKm === 'number' && Number.isFinite(reportedKm) ? reportedKm : haversineKm(a, b);
  return `Distance: ${wholeKm(km)} KM`;
}

/** A {latitude, longitude} object with finite, in-range numbers, else null. */
export function toLatLon(v: unknown): LatLon | null {
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const lat = typeof o.latitude === 'string' ? Number(o.latitude) : o.latitude;
  const lon = typeof o.longitude === 'string' ? Number(o.longitude) : o.longitude;
  if (typeof lat !== 'number' || typeof lon !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    return null;
  return { latitude: lat, longitude: lon };
}
