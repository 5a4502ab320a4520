import { Suspense, lazy, useMemo } from 'react';
import { Box, HStack, LoadingSpinner, Text } from '@pulse/ui';
import { ADDRESS_COLOR, CURRENT_LOCATION_COLOR, MAP_HEIGHT } from '../../../../lib/map-config';
import { distanceLabel, midpoint, zoomFor } from '../../utils/map-geometry';
import type { LatLon } from '../../utils/map-geometry';

// Leaflet is only downloaded when a map shows (a separate async chunk).
const LeafletMap = lazy(() => import('./leaflet-map'));

export interface AddressMapProps {
  current: LatLon;
  address: LatLon;
  /** The engine's distance in km, when it sent one. */
  distanceKm?: number | null;
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <HStack gap="1.5">
      <Box w="3" h="3" rounded="full" style={{ background: color }} aria-hidden="true" />
      <Text textStyle="sm">{label}</Text>
    </HStack>
  );
}

/**
 * "Address Map" (spec §2): height 300, blue marker at the current location, red marker at the
 * address, "Distance: N KM" as an integer, zoom from the larger lat/lon span.
 */
export function AddressMap({ current, address, distanceKm }: AddressMapProps) {
  const view = useMemo(
    () => ({ center: midpoint(current, address), zoom: zoomFor(current, address) }),
    [current, address],
  );
  return (
    <Box className="pulse-avoid-break">
      <Text as="h3" fontWeight="semibold" mb="2">
        Address Map
      </Text>
      <HStack gap="4" mb="2" wrap="wrap">
        <Text fontWeight="medium" data-testid="map-distance">
          {distanceLabel(current, address, distanceKm)}
        </Text>
        <Legend color={CURRENT_LOCATION_COLOR} label="Current location" />
        <Legend color={ADDRESS_COLOR} label="Address" />
      </HStack>
      <Suspense fallback={<LoadingSpinner label="Loading map" h={`${MAP_HEIGHT}px`} />}>
        <LeafletMap current={current} address={address} center={view.center} zoom={view.zoom} />
      </Suspense>
    </Box>
  );
}
