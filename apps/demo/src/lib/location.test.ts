import { describe, expect, it, vi } from 'vitest';
import { answer } from '@pulse/test-utils';
import { stubGeolocation } from '../test/stub-geolocation';
import { BROWSER_LOCATION_GUARD_MS, GEOLOCATION_OPTIONS, locateCaller } from './location';

describe('locateCaller', () => {
  it('asks the browser first: high accuracy, 10,000 ms timeout, no cached position', async () => {
    const getCurrentPosition = stubGeolocation({ latitude: 51.5, longitude: -0.12 });
    const geo = answer('get /geo/ip', () => ({ latitude: 1, longitude: 2 }));
    await expect(locateCaller()).resolves.toEqual({
      latitude: 51.5,
      longitude: -0.12,
      source: 'browser',
    });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10000,
      maximumAge: 0,
    });
    expect(GEOLOCATION_OPTIONS).toEqual({
      enableHighAccuracy: true,
      timeout: 10000,
      maximumAge: 0,
    });
    expect(geo).toHaveLength(0);
  });

  it('falls back to GET /api/geo/ip when geolocation is denied', async () => {
    stubGeolocation('denied');
    const geo = answer('get /geo/ip', () => ({ latitude: 48.85, longitude: 2.35 }));
    await expect(locateCaller()).resolves.toEqual({
      latitude: 48.85,
      longitude: 2.35,
      source: 'ip',
    });
    expect(geo).toHaveLength(1);
  });

  it('only logs a failure of the fallback and gives no location', async () => {
    stubGeolocation('denied');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('get /geo/ip', () => {
      throw new Error('down');
    });
    await expect(locateCaller()).resolves.toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('gives no location when the fallback has no coordinates (private address)', async () => {
    stubGeolocation('denied');
    answer('get /geo/ip', () => ({ latitude: null, longitude: null }));
    await expect(locateCaller()).resolves.toBeNull();
  });

  it('gives up on a browser that never answers (unanswered permission prompt) and uses the fallback', async () => {
    vi.useFakeTimers();
    try {
      stubGeolocation('none');
      answer('get /geo/ip', () => ({ latitude: 1, longitude: 2 }));
      const located = locateCaller();
      await vi.advanceTimersByTimeAsync(BROWSER_LOCATION_GUARD_MS);
      await expect(located).resolves.toEqual({ latitude: 1, longitude: 2, source: 'ip' });
    } finally {
      vi.useRealTimers();
    }
  });
});
