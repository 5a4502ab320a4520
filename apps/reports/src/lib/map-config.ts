/**
 * Address Map tiles (docs/architecture.md §3: "leaflet with tiles from a configurable URL, default OpenStreetMap's").
 * Set PUBLIC_MAP_TILE_URL (and PUBLIC_MAP_TILE_ATTRIBUTION) at build time to use another tile server,
 * e.g. a self-hosted one or a commercial provider; OpenStreetMap's servers are for light use only.
 */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const MAP_TILE_URL: string = import.meta.env.PUBLIC_MAP_TILE_URL || DEFAULT_TILE_URL;
export const MAP_TILE_ATTRIBUTION: string =
  import.meta.env.PUBLIC_MAP_TILE_ATTRIBUTION || DEFAULT_TILE_ATTRIBUTION;

/** Spec §2 / §9: the map is 300 px high. */
export const MAP_HEIGHT = 300;

/** Marker colours: blue = current location, red = the address. */
export const CURRENT_LOCATION_COLOR = '#2563eb';
export const ADDRESS_COLOR = '#dc2626';
