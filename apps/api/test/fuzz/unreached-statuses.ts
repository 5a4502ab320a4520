// Documented statuses the OpenAPI fuzzing cannot reach by itself, and where each is asserted instead.

/**
 * Statuses that need a fault to happen: 503 (database down: test/hardening/findings.test.ts and
 * scripts/fault-suite.ts) and 502 (Stripe unreachable: test/routes/payments).
 */
export const needsAFault = (key: string) =>
  key.endsWith(' 503') ||
  key === 'POST /api/payments/create-checkout-session 502' ||
  // The webhook answers only with Stripe configured: test/routes/payments signs its own events.
  key.startsWith('POST /api/payments/webhook 4') ||
  key === 'POST /api/payments/webhook 200' ||
  // Without an imported sanctions list AML answers ERROR, which is never charged (test/routes/aml).
  /^POST \/api\/aml(person|business) 402$/.test(key) ||
  // Per-account sequences that revoke the session on the way: test/hardening/findings.test.ts.
  key === 'POST /api/auth/logout-all 429' ||
  key === 'POST /api/user-data/change-password 429' ||
  coveredByRouteTests(key);

/**
 * Routes whose fuzz fixtures (a member to change, a pending invitation and its token, a reset or
 * e-mail-change token) are not written yet: every status they document is asserted by their own
 * API tests instead (test/routes/members, test/routes/my-account). The fuzzing still sends them every case and still refuses any 5xx or
 * off-schema answer.
 */
const coveredByRouteTests = (key: string) =>
  /^(GET|POST|PUT|PATCH|DELETE) \/api\/(members|invitations)/.test(key) ||
  // Password reset, profile and e-mail change: test/routes/my-account.
  /^POST \/api\/auth\/(forgot-password|reset-password(\/check)?|confirm-email-change) /.test(key) ||
  /^(PATCH \/api\/user-data\/profile|POST \/api\/user-data\/email-change) /.test(key) ||
  // Batches: the upload's body is a file, not a schema the fuzzing can draw from, and the other
  // routes need a batch in a given state: test/routes/batches asserts each status.
  /^(GET|POST|PUT) \/api\/batches(\/|$| )/.test(key) ||
  // A list update exists only after two imports of a list, an entry only after one:
  // test/routes/aml/list-updates.test.ts.
  key === 'GET /api/aml/list-updates/{id} 200' ||
  key === 'GET /api/aml/entries/{id} 200' ||
  // Cases: opened only by an AML screening on an imported list, and their changes need a case in
  // a given status: test/routes/cases asserts each status.
  /^(GET|PUT|PATCH) \/api\/cases(\/|$| )/.test(key) ||
  // Watchlists: the upload's body is a CSV file, and reading, replacing or deleting needs a list
  // of the tenant: test/routes/watchlists asserts each status.
  /^(GET|POST|PUT|DELETE) \/api\/watchlists(\/|$| )/.test(key) ||
  // Monitoring: a 402 needs a tenant without calls, stopping and alerts need a monitored subject:
  // test/routes/monitoring asserts each status.
  /^(GET|POST|DELETE) \/api\/monitoring\/(subjects|alerts)(\/|$| )/.test(key) ||
  // Decision rules: a 200 needs a CEL expression that type-checks or a report of the tenant, a 403
  // a member of a given role, a 409 two publishes at the same moment: test/routes/rules,
  // test/routes/roles/role-matrix.test.ts and test/services/rules/publish-conflict.test.ts.
  /^(GET|PUT|POST) \/api\/rules\//.test(key) ||
  // Personal data: a run, certificate or export needs a request of the tenant in a given state, a
  // hold a case of the tenant: test/routes/privacy asserts each status.
  /^(GET|PUT|POST|DELETE) \/api\/(privacy\/|cases\/\{id\}\/hold )/.test(key);
