import type { FraudEngineServices, SessionUser } from '@pulse/auth';
import { FRAUD_ENGINE_SERVICE_KEYS } from '@pulse/auth';
import type { FraudEngineField } from '../schemas/fraud-engine-values';
import { FRAUD_ENGINE_FIELDS } from '../schemas/fraud-engine-values';

/** Spec §2: the sub-service each combined-form field needs. */
export const FIELD_SERVICE: Readonly<Record<FraudEngineField, keyof FraudEngineServices>> = {
  firstName: 'amlPerson',
  lastName: 'amlPerson',
  dob: 'amlPerson',
  gender: 'amlPerson',
  company: 'amlBusiness',
  email: 'emailLookup',
  ip: 'ipLookup',
  phone: 'phoneLookup',
  bin: 'binLookup',
  address: 'addressLookup',
  country: 'addressLookup',
};

export type EnabledFields = Readonly<Record<FraudEngineField, boolean>>;

export interface FraudEngineAccess {
  /** services.fraudEngine is on and at least one sub-service is on. */
  available: boolean;
  /** Which fields can be filled: those whose sub-service is on (none when the engine is unavailable). */
  enabled: EnabledFields;
}

/** What the signed-in client may use of the combined form (spec §2, §6). */
export function fraudEngineAccess(
  user: Pick<SessionUser, 'services' | 'fraudEngineServices'> | null,
): FraudEngineAccess {
  const services = user?.fraudEngineServices;
  const anySubService = FRAUD_ENGINE_SERVICE_KEYS.some((key) => services?.[key] === true);
  const available = user?.services?.fraudEngine === true && anySubService;
  const enabled = Object.fromEntries(
    FRAUD_ENGINE_FIELDS.map((field) => [
      field,
      available && services?.[FIELD_SERVICE[field]] === true,
    ]),
  ) as Record<FraudEngineField, boolean>;
  return { available, enabled };
}
