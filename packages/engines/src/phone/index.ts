/** Phone engine: libphonenumber-js (/max) + libphonenumber's offline carrier, geocoder and time-zone maps. */
export { createPhoneEngine, PHONE_PATTERN } from './engine.js';
export type { PhoneEngine, PhoneLookupOptions } from './engine.js';
export { PhoneResponse } from './schema.js';
