/** The per-user switches of the combined fraud engine's sub-services (spec §3). */
export interface FraudEngineServices {
  phoneLookup: boolean;
  emailLookup: boolean;
  binLookup: boolean;
  addressLookup: boolean;
  ipLookup: boolean;
  amlPerson: boolean;
  amlBusiness: boolean;
}

/** Services sold to the client as a whole (spec §3: services.fraudEngine). */
export interface SessionServices {
  fraudEngine: boolean;
}

/** A member's role in the client. */
export type MemberRole = 'owner' | 'admin' | 'developer' | 'analyst' | 'viewer';

export const MEMBER_ROLES = [
  'owner',
  'admin',
  'developer',
  'analyst',
  'viewer',
] as const satisfies readonly MemberRole[];

/** The signed-in user: the only slice of client state that is persisted (spec §3). */
export interface SessionUser {
  token: string;
  apiKey: string;
  clientId: string;
  fullName?: string;
  email?: string;
  companyName?: string;
  /** The member's role; screens show only what it allows (the API enforces it). */
  role?: MemberRole;
  services: SessionServices;
  fraudEngineServices: FraudEngineServices;
}

export const FRAUD_ENGINE_SERVICE_KEYS = [
  'phoneLookup',
  'emailLookup',
  'binLookup',
  'addressLookup',
  'ipLookup',
  'amlPerson',
  'amlBusiness',
] as const satisfies readonly (keyof FraudEngineServices)[];

/** The roles that may read billing (the API's "admins" rule). */
export const BILLING_ROLES = ['owner', 'admin'] as const satisfies readonly MemberRole[];

/**
 * Whether a member of `role` may read billing (GET /billing, /billing/monthly-summary, payments):
 * the API answers anyone else 403 ROLE_FORBIDDEN, so pages do not ask. A session without a role
 * was stored before roles existed, when every account was its owner.
 */
export function mayReadBilling(role: MemberRole | undefined): boolean {
  return role === undefined || (BILLING_ROLES as readonly MemberRole[]).includes(role);
}
