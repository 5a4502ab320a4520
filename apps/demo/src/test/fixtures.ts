import type { SessionUser } from '@pulse/auth';
import { testMember } from '@pulse/test-utils';

/**
 * An enterprise client: the toolkit's test member (the fraud engine and all seven sub-services on)
 * with the demo's own API key, whose last four characters (3f9a) the request panel tests look for.
 */
export const enterpriseUser: SessionUser = testMember({ apiKey: 'pk_live_0123456789abcdef3f9a' });

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

/** A lookup answer as the API sends it. */
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
