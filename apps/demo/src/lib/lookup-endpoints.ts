import type { LookupKeys, ServiceKey } from '@pulse/api-client';

export interface LookupEndpoint {
  /** Path under the API base (`/api`), for the equivalent curl command. */
  path: string;
  /** The answer's {product} key (docs/api-contract.md). */
  pulseKey: LookupKeys[ServiceKey];
}

/** Spec §7 paths and the answer keys of each demo form's call. */
export const LOOKUP_ENDPOINTS: Readonly<Record<ServiceKey, LookupEndpoint>> = {
  emailLookup: { path: '/emaillookup', pulseKey: 'emailPulse' },
  phoneLookup: { path: '/phonelookup', pulseKey: 'phonePulse' },
  addressLookup: { path: '/addresslookup', pulseKey: 'addressPulse' },
  ipLookup: { path: '/iplookup', pulseKey: 'ipPulse' },
  binLookup: { path: '/binlookup', pulseKey: 'binPulse' },
  amlPerson: { path: '/amlperson', pulseKey: 'individualAMLPulse' },
  amlBusiness: { path: '/amlbusiness', pulseKey: 'businessAMLPulse' },
  fraudEngine: { path: '/fraud-engine', pulseKey: 'fraudEngine' },
};
