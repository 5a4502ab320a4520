import { vi } from 'vitest';

/**
 * The @pulse/api-client mock of the component tests: the real errors and helpers, every call a
 * vi.fn(). Use with `vi.mock('@pulse/api-client', mockApiClient)`.
 */
export async function mockApiClient(importActual: () => Promise<unknown>) {
  const actual = (await importActual()) as Record<string, unknown>;
  return {
    ...actual,
    emailLookup: vi.fn(),
    phoneLookup: vi.fn(),
    addressLookup: vi.fn(),
    ipLookup: vi.fn(),
    binLookup: vi.fn(),
    amlPerson: vi.fn(),
    amlBusiness: vi.fn(),
    fraudEngine: vi.fn(),
    getGeoIp: vi.fn(),
  };
}

/** A navigator.geolocation stand-in whose getCurrentPosition answers as told. */
export function stubGeolocation(
  answer: { latitude: number; longitude: number } | 'denied' | 'none',
) {
  const getCurrentPosition = vi.fn(
    (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      _options?: PositionOptions,
    ) => {
      if (answer === 'denied') {
        failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
      } else if (answer !== 'none') {
        success({
          coords: { latitude: answer.latitude, longitude: answer.longitude },
        } as GeolocationPosition);
      }
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}
