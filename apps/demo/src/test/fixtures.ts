import type { SessionUser } from '@pulse/auth';

/** An enterprise client: the fraud engine and all seven sub-services on. */
export const enterpriseUser: SessionUser = {
  token: 'tok',
  apiKey: 'pk_live_0123456789abcdef3f9a',
  clientId: 'cl_123',
  services: { fraudEngine: true },
  fraudEngineServices: {
    phoneLookup: true,
    emailLookup: true,
    binLookup: true,
    addressLookup: true,
    ipLookup: true,
    amlPerson: true,
    amlBusiness: true,
  },
};

/** A client with some sub-services switched off (and the engine on unless overridden). */
export function userWith(
  services: Partial<SessionUser['fraudEngineServices']>,
  fraudEngine = true,
): SessionUser {
  return {
    ...enterpriseUser,
    services: { fraudEngine },
    fraudEngineServices: { ...enterpriseUser.fraudEngineServices, ...services },
  };
}

/** A lookup answer as the API sends it (docs/api-contract.md). */
export function lookupAnswer(pulseKey: string, status = 'verified', referenceID = 'rpt_abc123') {
  return {
    [pulseKey]: {
      report: {
        referenceID,
        requestDateTime: '2026-01-01T10:00:00.000Z',
        jsonResponse: { results: { status, message: 'ok', response: {} } },
      },
    },
  };
}
