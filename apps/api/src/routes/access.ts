/**
 * Who may call each endpoint (docs/api-contract.md "Roles"): one declared rule per
 * route, keyed `METHOD /api/path` exactly as registered. plugins/roles.ts enforces the rule on
 * every request that carries a session, before validation; a route missing from this table
 * fails the role-matrix test (test/routes/roles/role-matrix.test.ts).
 *
 * API-key calls (`licensekey` + `clientid`, no session) are machine calls of the tenant: roles do
 * not apply to them, the key does.
 */
import { CATALOG } from '@pulse/catalog';
import type { MemberRole } from '../schemas/enums.js';

/** `public`: no session needed (the route's own rules apply); otherwise the roles allowed. */
export type Access = 'public' | readonly MemberRole[];

/** Every member: reading the dashboard and reports, and their own account and sessions. */
export const ANY_MEMBER: readonly MemberRole[] = [
  'owner',
  'admin',
  'developer',
  'analyst',
  'viewer',
];
/**
 * Reviewing AML cases (assign, note, change status): everyone but the read-only viewer; the
 * analyst's only right beyond a viewer's (docs/adr/0011-roles.md, docs/adr/0046-case-review.md).
 */
export const REVIEWERS: readonly MemberRole[] = ['owner', 'admin', 'developer', 'analyst'];
/** Demo lookups, deleting reports, the license key: everyone but the read-only viewer. */
export const DEVELOPERS: readonly MemberRole[] = ['owner', 'admin', 'developer'];
/** Billing, payments and the team. */
export const ADMINS: readonly MemberRole[] = ['owner', 'admin'];
/** Transferring ownership. */
export const OWNERS: readonly MemberRole[] = ['owner'];

const lookups = Object.fromEntries(CATALOG.map((s) => [`POST /api${s.path}`, DEVELOPERS] as const));

export const ROUTE_ACCESS: Readonly<Record<string, Access>> = {
  'POST /api/auth/signup': 'public',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/resend-verification-email': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/login/two-factor': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/reset-password/check': 'public',
  'POST /api/auth/confirm-email-change': 'public',
  'POST /api/auth/logout': ANY_MEMBER,
  'POST /api/auth/logout-all': ANY_MEMBER,

  'GET /api/user-data/profile': ANY_MEMBER,
  'PATCH /api/user-data/profile': ANY_MEMBER,
  'POST /api/user-data/email-change': ANY_MEMBER,
  'DELETE /api/user-data/email-change': ANY_MEMBER,
  'POST /api/user-data/regenerate-api-key': DEVELOPERS,
  'POST /api/user-data/change-password': ANY_MEMBER,
  'GET /api/user-data/two-factor': ANY_MEMBER,
  'POST /api/user-data/two-factor/setup': ANY_MEMBER,
  'POST /api/user-data/two-factor/enable': ANY_MEMBER,
  'POST /api/user-data/two-factor/disable': ANY_MEMBER,

  'GET /api/sessions': ANY_MEMBER,
  'DELETE /api/sessions/:id': ANY_MEMBER,
  'POST /api/sessions/revoke-others': ANY_MEMBER,

  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',

  ...lookups,

  'GET /api/batches/templates/:service': ANY_MEMBER,
  'GET /api/batches': ANY_MEMBER,
  'GET /api/batches/:id': ANY_MEMBER,
  'GET /api/batches/:id/results': ANY_MEMBER,
  'POST /api/batches': DEVELOPERS,
  'PUT /api/batches/:id/mapping': DEVELOPERS,
  'POST /api/batches/:id/start': DEVELOPERS,
  'POST /api/batches/:id/cancel': DEVELOPERS,

  // Sanctions list changes: public data, read by any signed-in member.
  'GET /api/aml/list-updates': ANY_MEMBER,
  'GET /api/aml/list-updates/:id': ANY_MEMBER,
  'GET /api/aml/entries/:id': ANY_MEMBER,
  // AML case review: viewers read the queue, reviewers act, the
  // four-eyes setting is the owner's and admins'.
  'GET /api/cases': ANY_MEMBER,
  'GET /api/cases/settings': ANY_MEMBER,
  'PUT /api/cases/settings': ADMINS,
  'GET /api/cases/:id': ANY_MEMBER,
  'PATCH /api/cases/:id': REVIEWERS,
  // Custom watchlists (docs/adr/0048-custom-watchlists.md): every member reads, developers manage.
  'GET /api/watchlists': ANY_MEMBER,
  'POST /api/watchlists': DEVELOPERS,
  'GET /api/watchlists/:id': ANY_MEMBER,
  'PUT /api/watchlists/:id': DEVELOPERS,
  'DELETE /api/watchlists/:id': DEVELOPERS,
  // Decision rules (docs/adr/0058-decision-rules.md): every member reads, developers edit, try
  // and backtest, owners and admins publish and roll back.
  'GET /api/rules/signals': ANY_MEMBER,
  'GET /api/rules/rule-set': ANY_MEMBER,
  'GET /api/rules/rule-set/versions': ANY_MEMBER,
  'PUT /api/rules/rule-set/draft': DEVELOPERS,
  'POST /api/rules/validate': DEVELOPERS,
  'POST /api/rules/backtest': DEVELOPERS,
  'GET /api/rules/backtests/:id': DEVELOPERS,
  'POST /api/rules/try': DEVELOPERS,
  'POST /api/rules/rule-set/publish': ADMINS,
  'POST /api/rules/rule-set/rollback': ADMINS,
  'POST /api/rules/publish-requests/:id/approve': ADMINS,
  'POST /api/rules/publish-requests/:id/reject': ADMINS,

  // Personal data (docs/adr/0059-personal-data.md): erasure, access, retention and legal holds
  // are the controller's decisions, the owner's and admins'.
  'POST /api/privacy/requests': ADMINS,
  'GET /api/privacy/requests': ADMINS,
  'GET /api/privacy/requests/:id': ADMINS,
  'POST /api/privacy/requests/:id/run': ADMINS,
  'GET /api/privacy/requests/:id/certificate': ADMINS,
  'GET /api/privacy/requests/:id/export': ADMINS,
  'GET /api/privacy/settings': ADMINS,
  'PUT /api/privacy/settings': ADMINS,
  'POST /api/cases/:id/hold': ADMINS,
  'DELETE /api/cases/:id/hold': ADMINS,

  'GET /api/monitoring/subjects': ANY_MEMBER,
  'POST /api/monitoring/subjects': DEVELOPERS,
  'DELETE /api/monitoring/subjects/:id': DEVELOPERS,
  'GET /api/monitoring/alerts': ANY_MEMBER,

  'GET /api/reports': ANY_MEMBER,
  'GET /api/report/:id': ANY_MEMBER,
  'DELETE /api/reports/:id': DEVELOPERS,
  'GET /api/verification/counts': ANY_MEMBER,
  'GET /api/dashboard/account-summary': ANY_MEMBER,
  'GET /api/geo/ip': ANY_MEMBER,

  'GET /api/billing/monthly-summary': ADMINS,
  'GET /api/billing': ADMINS,
  'POST /api/payments/create-checkout-session': ADMINS,
  'GET /api/payments': ADMINS,
  'GET /api/payments/:sessionId': ADMINS,
  'GET /api/payments/:sessionId/receipt': ADMINS,
  // The hosted sandbox page, the provider's webhook and its cancel return are reached by the
  // browser or the provider without a session; each checks its own secret.
  'GET /api/payments/sandbox/:sessionId': 'public',
  'POST /api/payments/sandbox/:sessionId': 'public',
  'POST /api/payments/webhook': 'public',
  'GET /api/payments/checkout-cancel/:paymentId': 'public',

  // The developer platform.
  'GET /api/developers/keys': DEVELOPERS,
  'POST /api/developers/keys': DEVELOPERS,
  'POST /api/developers/keys/:id/roll': DEVELOPERS,
  'POST /api/developers/keys/:id/revoke': DEVELOPERS,
  'GET /api/developers/requests': DEVELOPERS,
  'GET /api/developers/requests/:id': DEVELOPERS,
  'GET /api/webhooks/endpoints': DEVELOPERS,
  'POST /api/webhooks/endpoints': DEVELOPERS,
  'PATCH /api/webhooks/endpoints/:id': DEVELOPERS,
  'DELETE /api/webhooks/endpoints/:id': DEVELOPERS,
  'POST /api/webhooks/endpoints/:id/roll-secret': DEVELOPERS,
  'POST /api/webhooks/endpoints/:id/test': DEVELOPERS,
  'GET /api/webhooks/endpoints/:id/deliveries': DEVELOPERS,
  'GET /api/webhooks/deliveries/:id': DEVELOPERS,
  'POST /api/webhooks/deliveries/:id/resend': DEVELOPERS,

  // Balance warnings live on the Billing page; /billing/alerts is their deprecated path (until the
  // next major version).
  'GET /api/billing/balance-warnings': ADMINS,
  'PUT /api/billing/balance-warnings/:service': ADMINS,
  'DELETE /api/billing/balance-warnings/:service': ADMINS,
  'GET /api/billing/alerts': ADMINS,
  'PUT /api/billing/alerts/:service': ADMINS,
  'DELETE /api/billing/alerts/:service': ADMINS,

  // The team: owners and admins; the service
  // adds that only an owner may make, change or remove an owner. The accept flow of an invitation
  // link is public: the link's token is the credential.
  'GET /api/members': ADMINS,
  'PATCH /api/members/:id': ADMINS,
  'DELETE /api/members/:id': ADMINS,
  'GET /api/members/invitations': ADMINS,
  'POST /api/members/invitations': ADMINS,
  'POST /api/members/invitations/:id/resend': ADMINS,
  'DELETE /api/members/invitations/:id': ADMINS,
  'POST /api/invitations/read': 'public',
  'POST /api/invitations/accept': 'public',

  // The audit log. Its entries cannot be changed: those methods answer 405 to anyone.
  'GET /api/audit-log': ADMINS,
  'GET /api/audit-log/export': ADMINS,
  'PUT /api/audit-log/:id?': 'public',
  'PATCH /api/audit-log/:id?': 'public',
  'DELETE /api/audit-log/:id?': 'public',
};
