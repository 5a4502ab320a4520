/** Address engine: heuristic parsing, GeoNames geocoding (plus US/CA postcodes), type, distance. */
export { createAddressEngine } from './engine.js';
export type {
  AddressEngine,
  AddressEngineOptions,
  AddressInput,
  AddressResponse,
  LatLon,
} from './engine.js';
export { parseAddress, addressTypeOf } from './parse.js';
export type { ParsedAddress } from './parse.js';
export { loadPlaces, loadPostcodes, createPlaceIndex } from './places.js';
export type { Place, PlaceIndex, PostcodeIndex, PostcodePlace } from './places.js';
export { haversineKm, normaliseName } from './geo.js';
