/**
 * Service flags of a client (spec §3 "User", §6): `services.fraudEngine` and the seven
 * `fraudEngineServices` sub-service flags, mapped to their columns.
 */
import type { FraudEngineSubService, ServiceKey } from '@pulse/catalog';

export const SUB_SERVICES = [
  'phoneLookup',
  'emailLookup',
  'binLookup',
  'addressLookup',
  'ipLookup',
  'amlPerson',
  'amlBusiness',
] as const satisfies readonly FraudEngineSubService[];

export type SubService = (typeof SUB_SERVICES)[number];
export type ServiceFlag = ServiceKey;
export const SERVICE_FLAGS: readonly ServiceFlag[] = ['fraudEngine', ...SUB_SERVICES];

export interface ServiceFlags {
  services: { fraudEngine: boolean };
  fraudEngineServices: Record<SubService, boolean>;
}

/** A client's on/off flag per service (the client row has one column per service). */
export type ServiceSwitches = Readonly<Record<ServiceFlag, boolean>>;

/** The flags of a client in the wire shape of the login and profile responses. */
export function serviceFlags(client: ServiceSwitches): ServiceFlags {
  return {
    services: { fraudEngine: client.fraudEngine },
    fraudEngineServices: Object.fromEntries(SUB_SERVICES.map((s) => [s, client[s]])) as Record<
      SubService,
      boolean
    >,
  };
}
