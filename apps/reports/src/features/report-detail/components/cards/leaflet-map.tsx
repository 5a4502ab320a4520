/**
 * The Leaflet part of the Address Map. Loaded lazily (React.lazy in address-map.tsx), so Leaflet and
 * its stylesheet reach the browser only when a report actually shows a map. Markers are vector
 * circle markers: no marker images are fetched.
 */
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import {
  ADDRESS_COLOR,
  CURRENT_LOCATION_COLOR,
  MAP_HEIGHT,
  MAP_TILE_ATTRIBUTION,
  MAP_TILE_URL,
} from '../../../../lib/map-config';
import type { LatLon } from '../../utils/map-geometry';

export interface LeafletMapProps {
  current: LatLon;
  address: LatLon;
  center: LatLon;
  zoom: number;
}

const ll = (p: LatLon): L.LatLngTuple => [p.latitude, p.longitude];

export default function LeafletMap({ current, address, center, zoom }: LeafletMapProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const map = L.map(el, { scrollWheelZoom: false, attributionControl: true }).setView(
      ll(center),
      zoom,
    );
    L.tileLayer(MAP_TILE_URL, { attribution: MAP_TILE_ATTRIBUTION, maxZoom: 19 }).addTo(map);
    L.circleMarker(ll(current), {
      radius: 9,
      color: '#ffffff',
      weight: 2,
      fillColor: CURRENT_LOCATION_COLOR,
      fillOpacity: 1,
      className: 'pulse-marker-current',
    })
      .bindTooltip('Current location')
      .addTo(map);
    L.circleMarker(ll(address), {
      radius: 9,
      color: '#ffffff',
      weight: 2,
      fillColor: ADDRESS_COLOR,
      fillOpacity: 1,
      className: 'pulse-marker-address',
    })
      .bindTooltip('Address')
      .addTo(map);
    return () => {
      map.remove();
    };
  }, [current, address, center, zoom]);

  return (
    <div
      ref={ref}
      data-testid="address-map"
      data-zoom={zoom}
      role="region"
      aria-label="Address Map: blue marker current location, red marker address"
      style={{ height: MAP_HEIGHT, width: '100%', borderRadius: 6, zIndex: 0 }}
    />
  );
}
