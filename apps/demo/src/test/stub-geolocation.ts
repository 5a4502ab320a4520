import { vi } from 'vitest';

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
