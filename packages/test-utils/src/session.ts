/** The signed-in member the tests start as, and how to store a session the way @pulse/auth does. */
import { STORAGE_KEY, type SessionUser } from '@pulse/auth';

/**
 * The signed-in owner every test starts as unless it passes its own: every fraud-engine service
 * on, a live API key.
 */
export const TEST_USER: SessionUser = {
  token: 'tok',
  apiKey: 'pk_live_old0000000000000000wxyz',
  clientId: 'cl_123',
  role: 'owner',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  companyName: 'Analytical Ltd',
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

/** TEST_USER with `changes` applied (a shallow merge). */
export function testMember(changes: Partial<SessionUser> = {}): SessionUser {
  return { ...TEST_USER, ...changes };
}

/**
 * Stores `member`'s session in localStorage, where the API client reads the token; null clears it.
 */
export function storeSession(member: SessionUser | null): void {
  if (member) localStorage.setItem(STORAGE_KEY, JSON.stringify({ user: member }));
  else localStorage.removeItem(STORAGE_KEY);
}
