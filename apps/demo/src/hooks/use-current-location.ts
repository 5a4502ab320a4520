import { useCallback, useEffect, useRef, useState } from 'react';
import { locateCaller } from '../lib/location';
import type { CurrentLocation } from '../lib/location';

export type LocationState =
  | { phase: 'idle' | 'locating' | 'unavailable'; location: null }
  | { phase: 'located'; location: CurrentLocation };

/**
 * Locates the caller once, as the address form opens (browser geolocation, then the API's IP
 * fallback), so the position is ready when the form is submitted. `whenReady()` resolves with the
 * location (or null) once the attempt is over. Does nothing while `enabled` is false.
 */
export function useCurrentLocation(enabled = true) {
  const [state, setState] = useState<LocationState>({ phase: 'idle', location: null });
  const attempt = useRef<Promise<CurrentLocation | null> | null>(null);

  const start = useCallback((): Promise<CurrentLocation | null> => {
    if (!attempt.current) {
      setState({ phase: 'locating', location: null });
      attempt.current = locateCaller().then((location) => {
        setState(
          location ? { phase: 'located', location } : { phase: 'unavailable', location: null },
        );
        return location;
      });
    }
    return attempt.current;
  }, []);

  useEffect(() => {
    if (enabled) void start();
  }, [enabled, start]);

  const whenReady = useCallback(
    (): Promise<CurrentLocation | null> => (enabled ? start() : Promise.resolve(null)),
    [enabled, start],
  );

  return { ...state, whenReady };
}
