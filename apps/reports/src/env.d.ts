/// <reference types="@rsbuild/core/types" />

interface ImportMetaEnv {
  /** Leaflet tile URL template of the Address Map; default OpenStreetMap's standard tiles. */
  readonly PUBLIC_MAP_TILE_URL?: string;
  /** HTML attribution shown with those tiles (required by most tile providers). */
  readonly PUBLIC_MAP_TILE_ATTRIBUTION?: string;
}
