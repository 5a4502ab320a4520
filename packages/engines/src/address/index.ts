/** Address engine: heuristic parsing, GeoNames geocoding (plus US/CA postcodes), type, distance. */
export { createAddressEngine } from './engine.js';
export type { AddressEngine, AddressEngineOptions, AddressInput } from './engine.js';
export { AddressResponse, type LatLon } from './schema.js';
export { parseAddress, addressTypeOf } from './parse.js';
export type { ParsedAddress } from './parse.js';
export { loadPlaces, loadPostcodes, createPlaceIndex } from './places.js';
export type { Place, PlaceIndex, PostcodeIndex, PostcodePlace } from './places.js';
export { haversineKm, normaliseName } from './geo.js';
