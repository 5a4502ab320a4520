/**
 * The large offline data sets of the engines (npm data packages and the bundled snapshots): the IP city
 * database, the ASN table, the GeoNames places and the postcode centroids. Loaded lazily, ONCE per
 * process (shared by every app built in it), each step after yielding to the event loop so a
 * starting server keeps answering; ~2 s and ~400 MB in all.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  loadAsnCsv,
  loadCityDb,
  loadPlaces,
  loadPostcodes,
  type AsnDb,
  type CityDb,
  type PlaceIndex,
  type PostcodeIndex,
} from '@pulse/engines';

export interface IpData {
  cityDb: CityDb;
  asnDb: AsnDb;
}

export interface PlaceData {
  places: PlaceIndex;
  postcodes: PostcodeIndex;
}

let ipData: Promise<IpData> | undefined;
let placeData: Promise<PlaceData> | undefined;

export function loadIpData(): Promise<IpData> {
  ipData ??= (async () => {
    await yieldToEventLoop();
    const cityDb = loadCityDb();
    await yieldToEventLoop();
    const asnDb = loadAsnCsv();
    return { cityDb, asnDb };
  })();
  // A failed load may be retried by a later call.
  ipData.catch(() => (ipData = undefined));
  return ipData;
}

export function loadPlaceData(): Promise<PlaceData> {
  placeData ??= (async () => {
    await yieldToEventLoop();
    const places = loadPlaces();
    await yieldToEventLoop();
    const postcodes = loadPostcodes();
    return { places, postcodes };
  })();
  placeData.catch(() => (placeData = undefined));
  return placeData;
}
