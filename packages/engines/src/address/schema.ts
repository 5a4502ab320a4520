/** The response of the address engine (TypeBox schema and its static type). */
import { Type, type Static } from 'typebox';
import { Nullable as N, Status } from '../common/schema.js';

const LatLonSchema = Type.Object({ latitude: Type.Number(), longitude: Type.Number() });
/** A position in degrees, WGS 84. */
export type LatLon = Static<typeof LatLonSchema>;

/** The sections of the spec's Address Verification card. `null` = unknown. */
export const AddressResponse = Type.Object({
  /** Decision Details */
  decisionDetails: Type.Object({
    status: Status,
    message: Type.String(),
    reasons: Type.Array(Type.String()),
  }),
  /** Address Details: parsed components + the geocoded place. */
  addressDetails: Type.Object({
    input: Type.String(),
    houseNumber: N(Type.String()),
    street: N(Type.String()),
    poBox: N(Type.String()),
    city: N(Type.String()),
    region: N(Type.String()),
    postcode: N(Type.String()),
    countryCode: N(Type.String()),
    countryName: N(Type.String()),
    /** One-line normalised address built from the components found. */
    formattedAddress: N(Type.String()),
  }),
  /** Address Type, from keywords (see `addressTypeOf`). */
  addressType: Type.Union([
    Type.Literal('residential'),
    Type.Literal('commercial'),
    Type.Literal('po_box'),
    Type.Literal('unknown'),
  ]),
  /** Validation & Distance */
  validation: Type.Object({
    /** The address was located in the gazetteer (and, when a country was given, in that country). */
    valid: Type.Boolean(),
    /** 'postcode' (ZIP/FSA centroid), 'city' (GeoNames place), or 'none'. */
    precision: Type.Union([Type.Literal('postcode'), Type.Literal('city'), Type.Literal('none')]),
    /** GeoNames id of the matched place, when city-level. */
    geonameId: N(Type.Number()),
    /** Population of the matched place (GeoNames). */
    population: N(Type.Number()),
    /** Great-circle km between the geocode and the current location; null without both. */
    distanceKm: N(Type.Number()),
  }),
  /** Current Location: the user's submitted position. */
  currentLocation: N(LatLonSchema),
  /** The address geocode (centroid of the matched place or postcode). */
  geocode: N(LatLonSchema),
});
export type AddressResponse = Static<typeof AddressResponse>;
