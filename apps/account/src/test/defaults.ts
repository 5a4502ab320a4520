/**
 * The mock API's default answers, one per call the account pages make: an empty team, no keys, no
 * endpoints, an empty log, zero counts. vitest.setup.ts gives them before each test; a test
 * overrides what it is about with its own `answer`.
 */
import { answer } from '@pulse/test-utils';

/** A signed-in member's profile (GET /user-data/profile). */
export const PROFILE = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  pendingEmail: null,
  companyName: 'Analytical Ltd',
  contactNumber: '+44 20 7946 0000',
  country: 'GB',
  role: 'owner',
};

/** Answers every call of the account pages with its empty default. */
export function answerDefaults(): void {
  answer('get /verification/counts', () => ({
    countDetails: { verified: 0, declined: 0, suspicious: 0, risky: 0 },
    daily: [],
  }));
  answer('get /dashboard/account-summary', () => ({ accountSummary: { services: [] } }));
  answer('get /billing/monthly-summary', () => ({
    billingSummary: { current: null, historical: [] },
  }));
  answer('get /health', () => ({ details: { datasets: [], sanctions: [] } }));
  answer('get /developers/keys', () => ({ keys: [] }));
  answer('get /developers/requests', () => []);
  answer('get /webhooks/endpoints', () => []);
  answer('get /audit-log', () => []);
  answer('get /members', () => ({ members: [] }));
  answer('get /members/invitations', () => ({ invitations: [] }));
  answer('get /sessions', () => ({ sessions: [] }));
  answer('get /user-data/profile', () => PROFILE);
}
