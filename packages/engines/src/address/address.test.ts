import { beforeAll, describe, expect, it } from 'vitest';
import { createAddressEngine, type AddressEngine } from './engine.js';
import { haversineKm, normaliseName } from './geo.js';
import { addressTypeOf, parseAddress } from './parse.js';
import { createPlaceIndex, loadPlaces, loadPostcodes } from './places.js';

describe('address parsing', () => {
  it('reads house number first or last, postcode, state and country', () => {
    expect(parseAddress('10 Downing Street, London')).toMatchObject({
      houseNumber: '10',
      street: 'Downing Street',
      postcode: null,
      country: null,
    });
    const us = parseAddress('1600 Amphitheatre Parkway, Mountain View, CA 94043, USA');
    expect(us).toMatchObject({
      houseNumber: '1600',
      street: 'Amphitheatre Parkway',
      postcode: '94043',
      country: 'US',
      regionHints: ['CA'],
    });
    expect(us.cityCandidates[0]).toBe('Mountain View');
    expect(parseAddress('Hauptstraße 5, 10115 Berlin, Germany')).toMatchObject({
      street: 'Hauptstraße',
      houseNumber: '5',
      postcode: '10115',
      country: 'DE',
    });
    expect(parseAddress('Flat 3, 221B Baker Street, London NW1 6XE, UK')).toMatchObject({
      houseNumber: '221B',
      street: 'Baker Street',
      postcode: 'NW1 6XE',
      country: 'GB',
    });
    expect(parseAddress('PO Box 123, Springfield, IL 62701').poBox).toBe('PO Box 123');
  });
  it('classifies the address type by keywords', () => {
    const t = (a: string) => addressTypeOf(a, parseAddress(a));
    expect(t('P.O. Box 9, Austin, TX')).toBe('po_box');
    expect(t('Suite 400, 350 Fifth Avenue, New York')).toBe('commercial');
    expect(t('Apt 4B, 12 Main St, Boston')).toBe('residential');
    expect(t('10 Downing Street, London')).toBe('unknown');
  });
  it('normalises names and measures distances', () => {
    expect(normaliseName('  Saint-Étienne ')).toBe('saint etienne');
    expect(haversineKm(51.5074, -0.1278, 48.8566, 2.3522)).toBeCloseTo(343.5, 0);
    expect(haversineKm(0, 0, 0, 0)).toBe(0);
  });
});

describe('address engine on GeoNames places', () => {
  let engine: AddressEngine;
  beforeAll(() => {
    engine = createAddressEngine({ places: loadPlaces(), postcodes: loadPostcodes() });
  });
  it('"10 Downing Street, London" geocodes to London, GB, ~344 km from Paris', () => {
    const r = engine.lookup({
      address: '10 Downing Street, London',
      latitude: 48.8566,
      longitude: 2.3522,
    });
    expect(r.status).toBe('VERIFIED');
    expect(r.response.addressDetails).toMatchObject({
      city: 'London',
      countryCode: 'GB',
      region: 'England',
      houseNumber: '10',
      street: 'Downing Street',
    });
    expect(r.response.validation).toMatchObject({ valid: true, precision: 'city' });
    expect(r.response.geocode?.latitude).toBeCloseTo(51.51, 1);
    expect(r.response.geocode?.longitude).toBeCloseTo(-0.13, 1);
    expect(r.response.currentLocation).toEqual({ latitude: 48.8566, longitude: 2.3522 });
    expect(r.response.validation.distanceKm).toBeGreaterThan(330);
    expect(r.response.validation.distanceKm).toBeLessThan(360);
    expect(r.response.decisionDetails.status).toBe('VERIFIED');
  });
  it('filters by the given country', () => {
    const r = engine.lookup({ address: 'London', country: 'CA' });
    expect(r.response.addressDetails).toMatchObject({
      city: 'London',
      countryCode: 'CA',
      region: 'Ontario',
    });
  });
  it('uses US ZIP centroids for postcode precision', () => {
    const r = engine.lookup({ address: '1600 Amphitheatre Parkway, Mountain View, CA 94043, USA' });
    expect(r.response.validation.precision).toBe('postcode');
    expect(r.response.addressDetails).toMatchObject({
      city: 'Mountain View',
      postcode: '94043',
      countryCode: 'US',
    });
  });
  it('applies the distance rules', () => {
    const far = engine.lookup({
      address: '10 Downing Street, London',
      latitude: 40.7128,
      longitude: -74.006,
    });
    expect(far.status).toBe('RISKY');
    expect(far.reasons[0]).toMatch(/km from the current location \(over 3000 km\)/);
    const mid = engine.lookup({
      address: '10 Downing Street, London',
      latitude: 41.9028,
      longitude: 12.4964,
    });
    expect(mid.status).toBe('SUSPICIOUS');
  });
  it('never verifies a postcode it did not find: wrong format for the country, or absent from US data', () => {
    const atlantis = engine.lookup({ address: '1 Nonexistent Road, Atlantis 99999' });
    expect(atlantis.status).toBe('SUSPICIOUS');
    expect(atlantis.response.validation.valid).toBe(false);
    expect(atlantis.reasons[0]).toBe('Postcode 99999 is not a postcode of South Africa');
    const us = engine.lookup({ address: '5 Main Street, Springfield, IL 00001' });
    expect(us.status).toBe('SUSPICIOUS');
    expect(us.reasons[0]).toMatch(/^Postcode 00001 was not found in United States/);
    const found = engine.lookup({ address: '5 Main Street, Springfield, IL 62701' });
    expect(found.status).toBe('VERIFIED');
    expect(found.message).toMatch(/\(postcode level; the street itself is not checked\)$/);
  });
  it('flags PO boxes and a city outside the given country; declines unknown places', () => {
    expect(engine.lookup({ address: 'PO Box 123, Springfield, IL 62701' }).status).toBe(
      'SUSPICIOUS',
    );
    const wrong = engine.lookup({ address: 'Paris', country: 'DE' });
    expect(wrong.status).toBe('SUSPICIOUS');
    expect(wrong.response.validation.valid).toBe(false);
    const none = engine.lookup({ address: 'Xyzzy Plugh Qwerty' });
    expect(none.status).toBe('DECLINED');
    expect(none.response.geocode).toBeNull();
    expect(engine.lookup({ address: '  ' }).status).toBe('DECLINED');
  });
});

describe('address engine without data', () => {
  it('is an ERROR when no place data set is loaded', () => {
    const r = createAddressEngine().lookup({ address: '10 Downing Street, London' });
    expect(r.status).toBe('ERROR');
    expect(r.message).toMatch(/not loaded/);
  });
  it('prefers the largest population on ties', () => {
    const places = createPlaceIndex([
      {
        geonameId: 1,
        name: 'Springfield',
        country: 'US',
        adminCode: 'MO',
        region: 'Missouri',
        population: 160000,
        featureCode: 'PPL',
        latitude: 37.2,
        longitude: -93.3,
      },
      {
        geonameId: 2,
        name: 'Springfield',
        country: 'US',
        adminCode: 'IL',
        region: 'Illinois',
        population: 116000,
        featureCode: 'PPLA',
        latitude: 39.8,
        longitude: -89.6,
      },
    ]);
    const e = createAddressEngine({ places });
    expect(e.lookup({ address: '1 Main St, Springfield' }).response.validation.geonameId).toBe(1);
    expect(e.lookup({ address: '1 Main St, Springfield, IL' }).response.validation.geonameId).toBe(
      2,
    );
  });
});
