import { CATALOG_BY_KEY } from '@pulse/catalog';
import type { LookupKeys, ServiceKey } from '@pulse/api-client';

export interface LookupEndpoint {
  /** Path under the API base (`/api`), for the equivalent curl command. */
  path: string;
  /** The answer's {product} key. */
  pulseKey: LookupKeys[ServiceKey];
}

const endpointOf = (key: ServiceKey): LookupEndpoint => ({
  path: CATALOG_BY_KEY[key].path,
  pulseKey: CATALOG_BY_KEY[key].pulseKey,
});

/** Path and answer key of each demo form's call, from the service catalog (@pulse/catalog). */
export const LOOKUP_ENDPOINTS: Readonly<Record<ServiceKey, LookupEndpoint>> = {
  emailLookup: endpointOf('emailLookup'),
  phoneLookup: endpointOf('phoneLookup'),
  addressLookup: endpointOf('addressLookup'),
  ipLookup: endpointOf('ipLookup'),
  binLookup: endpointOf('binLookup'),
  amlPerson: endpointOf('amlPerson'),
  amlBusiness: endpointOf('amlBusiness'),
  fraudEngine: endpointOf('fraudEngine'),
};
