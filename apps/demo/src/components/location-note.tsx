import { Text } from '@pulse/ui';
import type { LocationState } from '../hooks/use-current-location';

const fixed = (value: number) => value.toFixed(4);

/** Where the address lookup thinks the caller is (sent as latitude/longitude with the address). */
export function LocationNote({ state }: { state: LocationState }) {
  let text: string;
  if (state.phase === 'located') {
    const { latitude, longitude, source } = state.location;
    const from = source === 'browser' ? 'from your browser' : 'approximate, from your IP address';
    text = `Current location: ${fixed(latitude)}, ${fixed(longitude)} (${from}). It is sent with the address to measure the distance.`;
  } else if (state.phase === 'unavailable') {
    text = 'Current location not available: the address is checked without a distance.';
  } else {
    text = 'Finding your current location…';
  }
  return (
    <Text fontSize="sm" color="fg.muted" aria-live="polite">
      {text}
    </Text>
  );
}
