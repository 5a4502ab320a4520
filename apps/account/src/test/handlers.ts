/**
 * The mock API's default answers, one per call the account pages make: an empty team, no keys, no
 * endpoints, an empty log, zero counts. Tests override what they are about with `server.use`.
 */
import { http, HttpResponse } from 'msw';

/** The base the tests' API client uses (test/server.ts's API). */
const api = (path: string) => `http://api.test/api${path}`;

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

export const handlers = [
  http.get(api('/verification/counts'), () =>
    HttpResponse.json({
      countDetails: { verified: 0, declined: 0, suspicious: 0, risky: 0 },
      daily: [],
    }),
  ),
  http.get(api('/dashboard/account-summary'), () =>
    HttpResponse.json({ accountSummary: { services: [] } }),
  ),
  http.get(api('/billing/monthly-summary'), () =>
    HttpResponse.json({ billingSummary: { current: null, historical: [] } }),
  ),
  http.get(api('/health'), () => HttpResponse.json({ details: { datasets: [], sanctions: [] } })),
  http.get(api('/developers/keys'), () => HttpResponse.json({ keys: [] })),
  http.get(api('/developers/requests'), () => HttpResponse.json([])),
  http.get(api('/webhooks/endpoints'), () => HttpResponse.json([])),
  http.get(api('/audit-log'), () => HttpResponse.json([])),
  http.get(api('/members'), () => HttpResponse.json({ members: [] })),
  http.get(api('/members/invitations'), () => HttpResponse.json({ invitations: [] })),
  http.get(api('/sessions'), () => HttpResponse.json({ sessions: [] })),
  http.get(api('/user-data/profile'), () => HttpResponse.json(PROFILE)),
];
