import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { countryCode, countryInfo } from '../common/countries.js';
import { Decision, type EngineResult, type SourceInfo } from '../common/result.js';
import { haversineKm } from './geo.js';
import { addressTypeOf, parseAddress } from './parse.js';
import type { Place, PlaceIndex, PostcodeIndex } from './places.js';
import type { AddressResponse } from './schema.js';

export interface AddressInput {
  address: string;
  /** ISO alpha-2/alpha-3 or English name; restricts the geocode to that country. */
  country?: string | null;
  /** The user's current location (degrees, WGS 84), for the distance check. */
  latitude?: number | string | null;
  longitude?: number | string | null;
}

export interface AddressEngineOptions {
  /** GeoNames place index (`loadPlaces()`); absent = not loaded (lookups return ERROR). */
  places?: PlaceIndex | null;
  /** Optional postcode centroids (`loadPostcodes()`: US ZIP, Canadian FSA). */
  postcodes?: PostcodeIndex | null;
  /** Distance above which the address is SUSPICIOUS (default 500 km). */
  suspiciousKm?: number;
  /** Distance above which the address is RISKY (default 3000 km). */
  riskyKm?: number;
}

export interface AddressEngine {
  lookup(input: AddressInput): EngineResult<AddressResponse>;
}

function coord(v: number | string | null | undefined, max: number): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) && Math.abs(n) <= max ? n : null;
}

/** Best place for the candidates: region hint match first, then the largest population. */
function pick(
  places: PlaceIndex,
  candidates: string[],
  country: string | null,
  hints: string[],
): Place | null {
  for (const c of candidates) {
    const found = places.find(c, country);
    if (found.length === 0) continue;
    const hinted = found.find(
      (p) => hints.includes(p.adminCode) || (p.region !== null && hints.includes(p.region)),
    );
    return hinted ?? found[0] ?? null;
  }
  return null;
}

/**
 * Creates the address engine: parse ({@link parseAddress}), geocode against GeoNames places (postcode
 * centroid first when the `zipcodes` index knows the postcode), classify the type by keywords, and
 * measure the distance to the submitted current location.
 *
 * Decision rules (most severe wins):
 *
 * | rule | status |
 * |---|---|
 * | empty address | DECLINED |
 * | the place data set is not loaded | ERROR |
 * | no city or postcode of the address is found in the gazetteer | DECLINED |
 * | the city exists only outside the given country | SUSPICIOUS |
 * | a postcode was given that the located country cannot have (postcode-validator formats) | SUSPICIOUS |
 * | a postcode was given in a country our postcode data covers (US, CA) and it was not found | SUSPICIOUS |
 * | PO box | SUSPICIOUS |
 * | distance to the current location > riskyKm (3000) | RISKY |
 * | distance to the current location > suspiciousKm (500) | SUSPICIOUS |
 * | otherwise | VERIFIED |
 *
 * Notes (no status change): no street found (city-level address); a street that could not be
 * checked (no street data offline: the message names the level matched); a postcode not checked (no
 * postcode data for that country); no current location given. VERIFIED therefore always names the
 * finest level actually found (`validation.precision`: postcode or city), never more.
 */
export function createAddressEngine(options: AddressEngineOptions = {}): AddressEngine {
  const places = options.places ?? null;
  const postcodes = options.postcodes ?? null;
  const suspiciousKm = options.suspiciousKm ?? 500;
  const riskyKm = options.riskyKm ?? 3000;
  const sources: SourceInfo[] = [
    ...(places?.sources ?? []),
    ...(postcodes ? [postcodes.source] : []),
  ];

  return {
    lookup(input) {
      const text = String(input.address ?? '').trim();
      const d = new Decision();
      const lat = coord(input.latitude, 90);
      const lon = coord(input.longitude, 180);
      const current = lat !== null && lon !== null ? { latitude: lat, longitude: lon } : null;
      const parsed = parseAddress(text);
      const res: AddressResponse = {
        decisionDetails: { status: 'VERIFIED', message: '', reasons: [] },
        addressDetails: {
          input: text,
          houseNumber: parsed.houseNumber,
          street: parsed.street,
          poBox: parsed.poBox,
          city: null,
          region: null,
          postcode: parsed.postcode,
          countryCode: null,
          countryName: null,
          formattedAddress: null,
        },
        addressType: addressTypeOf(text, parsed),
        validation: {
          valid: false,
          precision: 'none',
          geonameId: null,
          population: null,
          distanceKm: null,
        },
        currentLocation: current,
        geocode: null,
      };
      const finish = (message: string, srcs: SourceInfo[]): EngineResult<AddressResponse> => {
        res.decisionDetails = { status: d.status, message, reasons: d.reasons };
        return { status: d.status, message, response: res, reasons: d.reasons, sources: srcs };
      };
      if (!text) {
        d.fire('DECLINED', 'Address is empty');
        return finish('Address is required', []);
      }
      if (!places) {
        d.fire('ERROR', 'Place data set (GeoNames) not loaded');
        return finish('Address lookup unavailable: the place data set is not loaded', []);
      }
      const wanted = input.country ? countryCode(String(input.country)) : null;
      const country = wanted ?? parsed.country;

      let place: Place | null = null;
      const zip = parsed.postcode && postcodes ? postcodes.lookup(parsed.postcode, country) : null;
      if (zip) {
        res.geocode = { latitude: zip.latitude, longitude: zip.longitude };
        res.validation.precision = 'postcode';
        res.addressDetails.city = zip.city;
        res.addressDetails.region = zip.region;
        res.addressDetails.countryCode = zip.country;
        res.addressDetails.postcode =
          zip.postcode.length >= (parsed.postcode?.length ?? 0) ? zip.postcode : parsed.postcode;
      }
      place = pick(places, parsed.cityCandidates, zip?.country ?? country, parsed.regionHints);
      if (!place && !zip && wanted) {
        const elsewhere = pick(places, parsed.cityCandidates, parsed.country, parsed.regionHints);
        if (elsewhere && elsewhere.country !== wanted) {
          place = elsewhere;
          d.fire(
            'SUSPICIOUS',
            `City ${elsewhere.name} is in ${elsewhere.country}, not in the given country ${wanted}`,
          );
        }
      }
      if (place) {
        res.validation.geonameId = place.geonameId;
        res.validation.population = place.population;
        if (!zip) {
          res.geocode = { latitude: place.latitude, longitude: place.longitude };
          res.validation.precision = 'city';
          res.addressDetails.city = place.name;
          res.addressDetails.region = place.region ?? (parsed.regionHints[0] || null);
          res.addressDetails.countryCode = place.country;
        }
      }
      if (!res.geocode) {
        d.fire('DECLINED', 'No city or postcode of the address was found in the gazetteer');
        return finish('Address could not be located', sources);
      }
      const ci = countryInfo(res.addressDetails.countryCode);
      res.addressDetails.countryName = ci?.name ?? null;
      res.validation.valid = d.status === 'VERIFIED';
      res.addressDetails.formattedAddress =
        [
          parsed.poBox ?? [parsed.houseNumber, parsed.street].filter(Boolean).join(' '),
          [res.addressDetails.postcode, res.addressDetails.city].filter(Boolean).join(' '),
          res.addressDetails.region,
          ci?.name,
        ]
          .filter(Boolean)
          .join(', ') || null;

      if (parsed.postcode && !zip) {
        const cc = res.addressDetails.countryCode ?? '';
        const where = ci?.name ?? cc;
        if (postcodeValidatorExistsForCountry(cc) && !postcodeValidator(parsed.postcode, cc)) {
          d.fire('SUSPICIOUS', `Postcode ${parsed.postcode} is not a postcode of ${where}`);
          res.validation.valid = false;
        } else if (cc === 'US' || cc === 'CA') {
          d.fire('SUSPICIOUS', `Postcode ${parsed.postcode} was not found in ${where}`);
          res.validation.valid = false;
        } else d.note(`Postcode ${parsed.postcode} not checked: no postcode data for ${where}`);
      }
      if (res.addressType === 'po_box') d.fire('SUSPICIOUS', 'PO box, not a physical address');
      if (!parsed.street && !parsed.poBox)
        d.note('No street found: the address is located at city level only');
      if (current) {
        const km = haversineKm(
          current.latitude,
          current.longitude,
          res.geocode.latitude,
          res.geocode.longitude,
        );
        res.validation.distanceKm = Math.round(km * 10) / 10;
        if (km > riskyKm)
          d.fire(
            'RISKY',
            `Address is ${Math.round(km)} km from the current location (over ${riskyKm} km)`,
          );
        else if (km > suspiciousKm)
          d.fire(
            'SUSPICIOUS',
            `Address is ${Math.round(km)} km from the current location (over ${suspiciousKm} km)`,
          );
      } else {
        d.note('No current location given: distance not checked');
      }
      const where = [res.addressDetails.city, ci?.name].filter(Boolean).join(', ');
      const fired = d.reasons.filter((r) => !r.startsWith('No '));
      const message =
        d.status === 'VERIFIED'
          ? `Address located in ${where} (${res.validation.precision} level${
              parsed.street ? '; the street itself is not checked' : ''
            })`
          : `${fired.join('; ')} (${where})`;
      return finish(message, sources);
    },
  };
}
