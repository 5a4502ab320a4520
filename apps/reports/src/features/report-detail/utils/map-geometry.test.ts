import { describe, expect, it } from 'vitest';
import {
  distanceLabel,
  haversineKm,
  midpoint,
  spanOf,
  toLatLon,
  wholeKm,
  zoomFor,
  zoomForSpan,
} from './map-geometry';

describe('zoomForSpan (spec §2 zoom steps)', () => {
  it.each([
    [0, 15],
    [0.0049999, 15],
    [0.005, 13],
    [0.0499999, 13],
    [0.05, 11],
    [0.1999999, 11],
    [0.2, 9],
    [0.9999999, 9],
    [1, 7],
    [4.9999999, 7],
    [5, 5],
    [19.9999999, 5],
    [20, 3],
    [180, 3],
  ])('span %f → zoom %i', (span, zoom) => {
    expect(zoomForSpan(span)).toBe(zoom);
  });

  it('uses the larger of the latitude and longitude spans', () => {
    const a = { latitude: 10, longitude: 10 };
    expect(spanOf(a, { latitude: 10.001, longitude: 10.3 })).toBeCloseTo(0.3);
    expect(zoomFor(a, { latitude: 10.001, longitude: 10.3 })).toBe(9);
    expect(zoomFor(a, { latitude: 16, longitude: 10.001 })).toBe(5);
    // Negative differences count by their size.
    expect(zoomFor(a, { latitude: 9.999, longitude: 9.999 })).toBe(15);
  });
});

describe('distance', () => {
  it('measures great-circle km (London → Paris ≈ 344 km)', () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    expect(haversineKm(london, paris)).toBeGreaterThan(340);
    expect(haversineKm(london, paris)).toBeLessThan(346);
    expect(haversineKm(london, london)).toBe(0);
  });

  it.each([
    [0, 0],
    [0.49, 0],
    [0.5, 1],
    [59.3, 59],
    [59.5, 60],
    [1234.4999, 1234],
  ])('rounds %f km to %i whole km', (km, whole) => {
    expect(wholeKm(km)).toBe(whole);
  });

  it('labels "Distance: N KM" with the engine distance, or the measured one', () => {
    const a = { latitude: 51.4543, longitude: -0.9781 };
    const b = { latitude: 51.50853, longitude: -0.12574 };
    expect(distanceLabel(a, b, 59.3)).toBe('Distance: 59 KM');
    expect(distanceLabel(a, b, null)).toMatch(/^Distance: 59 KM$/);
    expect(distanceLabel(a, a)).toBe('Distance: 0 KM');
  });

  it('centres between the two points', () => {
    expect(midpoint({ latitude: 0, longitude: 0 }, { latitude: 2, longitude: -4 })).toEqual({
      latitude: 1,
      longitude: -2,
    });
  });

  it('accepts only real coordinates', () => {
    expect(toLatLon({ latitude: 1, longitude: 2 })).toEqual({ latitude: 1, longitude: 2 });
    expect(toLatLon({ latitude: '1.5', longitude: '2' })).toEqual({ latitude: 1.5, longitude: 2 });
    expect(toLatLon({ latitude: 91, longitude: 0 })).toBeNull();
    expect(toLatLon({ latitude: null, longitude: 0 })).toBeNull();
    expect(toLatLon(null)).toBeNull();
  });
});
